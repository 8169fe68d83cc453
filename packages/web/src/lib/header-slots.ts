/**
 * The id of the place in a layout's header where JJ's launcher docks on phones (issue 29 item 11): in
 * the header's flow it covers nothing, where a floating bubble covered the phone menu's Sign out, the
 * rule form's selects and row actions. Each layout that has a header renders one `JJ_DOCK_ID` element.
 */
export const JJ_DOCK_ID = 'jj-dock';
/** Below this width the launcher docks in the header; above it floats in the corner, with room kept under the page. */
export const JJ_DOCK_QUERY = '(max-width: 639px)';
