import { BRAND_MARK_SHAPES, BRAND_MARK_VIEW_BOX } from "@/shared/brand-mark";

/** The console's mark, drawn inline (src/shared/brand-mark.ts says why); decorative, as the brand's text names it. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={BRAND_MARK_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: BRAND_MARK_SHAPES }}
    />
  );
}
