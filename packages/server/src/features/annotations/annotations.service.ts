import { annotationSchema, type Annotation, type NewAnnotation } from '@balancer/contract';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { Viewer } from '../../http/access';
import type { DocumentsRepo } from '../library';
import type { AnnotationLimits, AnnotationRow, AnnotationsRepo } from './annotations.repo';

/** Enough for a heavily marked-up paper; a runaway client stops here. */
export const MAX_ANNOTATIONS_PER_DOCUMENT = 2000;

type Reader = NonNullable<Viewer>;

/** The stored row in the wire shape, checked again on the way out. */
const toAnnotation = (row: AnnotationRow): Annotation =>
  annotationSchema.parse({ ...(row.data as object), kind: row.kind, id: row.id, page: row.page, createdAt: row.createdAt.toISOString() });

const noDocument = () => notFound('No document with that guid.');

export function createAnnotationsService(deps: {
  repo: AnnotationsRepo;
  documents: Pick<DocumentsRepo, 'find'>;
  /** Bytes of annotations one account may store, all documents together. */
  storageBytes: number;
}) {
  const { repo, documents } = deps;
  const limits: AnnotationLimits = { perDocument: MAX_ANNOTATIONS_PER_DOCUMENT, bytesPerUser: deps.storageBytes };

  /** The document, if the reader may see it; otherwise a 404, as if it did not exist. */
  async function visibleDocument(guid: string, reader: Reader) {
    const doc = await documents.find(guid, reader);
    if (!doc) throw noDocument();
    return doc;
  }

  return {
    async list(guid: string, reader: Reader): Promise<Annotation[]> {
      const doc = await visibleDocument(guid, reader);
      return (await repo.list(reader.userId, doc.id)).map(toAnnotation);
    },

    async create(input: NewAnnotation, reader: Reader): Promise<Annotation> {
      const doc = await visibleDocument(input.guid, reader);
      if (doc.pageCount !== null && input.page > doc.pageCount) {
        throw badRequest(`page: the document has ${doc.pageCount} pages.`, { page: [`The document has ${doc.pageCount} pages.`] });
      }
      const { guid, page, kind, ...data } = input;
      void guid;
      const created = await repo.insertWithin({ userId: reader.userId, documentId: doc.id, page, kind, data }, limits);
      if (created === 'per_document') {
        throw new AppError(409, 'too_many_annotations', `At most ${MAX_ANNOTATIONS_PER_DOCUMENT} annotations per document.`);
      }
      if (created === 'storage') {
        const mb = Math.round(limits.bytesPerUser / 1024 / 1024);
        throw new AppError(
          409,
          'annotation_storage_full',
          `Your annotations may take at most ${mb} MB; delete some (stamps are the largest).`,
        );
      }
      return toAnnotation(created);
    },

    async remove(id: string, reader: Reader): Promise<void> {
      if (!(await repo.remove(reader.userId, id))) throw notFound('No annotation of yours with that id.');
    },
  };
}
export type AnnotationsService = ReturnType<typeof createAnnotationsService>;
