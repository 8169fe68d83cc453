import { FeedbackPage } from '../../features/feedback';

export default FeedbackPage;
