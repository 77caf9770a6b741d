import { ImageOff } from 'lucide-react';

/** A thumbnail that could not be rendered: the reason, in the thumbnail's place. */
export function ThumbnailError({ message }: { message: string }) {
  return (
    <div className="design-thumb design-thumb--error" title={message}>
      <ImageOff size={22} aria-hidden />
      <span>{message}</span>
    </div>
  );
}
