/** The image files a design takes (embedded as data: URLs). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', '.png', '.jpg', '.jpeg', '.webp', '.svg'];

/** An image file as a data: URL, embedded in the side's HTML (designs travel as one file). */
export function readImageFile(file: File | undefined): Promise<string | undefined> {
  if (!file) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsDataURL(file);
  });
}
