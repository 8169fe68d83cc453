import { memo, useState, type ReactNode } from 'react';
import { Page } from 'react-pdf';

type Props = {
  page: number;
  width: number;
  height: number;
  /** Off-screen pages keep their place (an empty box of the right size) but are not rendered. */
  render: boolean;
  onSize: (page: number, width: number, height: number) => void;
  onRendered: (page: number) => void;
  onTextLayer: (page: number) => void;
  overlay?: ReactNode;
};

/** One page of the column: its canvas and text layer when near the view, else a placeholder of its size. */
export const PdfPageSlot = memo(function PdfPageSlot({ page, width, height, render, onSize, onRendered, onTextLayer, overlay }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      data-page={page}
      data-testid="pdf-page"
      role="group"
      aria-label={`Page ${page}`}
      className="relative mx-auto bg-white shadow-sm ring-1 ring-slate-200"
      style={{ width, height }}
    >
      {render && !failed ? (
        <Page
          pageNumber={page}
          width={width}
          renderAnnotationLayer={false}
          loading={null}
          onLoadSuccess={(p) => onSize(page, p.originalWidth, p.originalHeight)}
          onRenderSuccess={() => onRendered(page)}
          onRenderError={() => {
            setFailed(true);
            onRendered(page);
          }}
          onRenderTextLayerSuccess={() => onTextLayer(page)}
          onLoadError={() => setFailed(true)}
        />
      ) : null}
      {failed ? <p className="p-4 text-sm text-red-800">Failed to load the page.</p> : null}
      {render && overlay ? overlay : null}
    </div>
  );
});
