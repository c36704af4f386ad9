/** The height a framed page reports so its frame grows to fit without an inner scroll bar. */
export const FRAME_HEIGHT = 'FRAME_HEIGHT';

/** A frame's `{ type: 'FRAME_HEIGHT', height }` message's height in CSS pixels, or undefined for anything else. */
export function frameHeightOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== FRAME_HEIGHT || typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return undefined;
  return Math.ceil(height);
}

/** The origin of a frame link, resolved against the app's own address; undefined when it is not a URL at all. */
export function linkOrigin(src: string, base: string): string | undefined {
  try {
    return new URL(src, base).origin;
  } catch {
    return undefined;
  }
}
