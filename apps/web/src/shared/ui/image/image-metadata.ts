export interface ImageMetadata {
  width: number;
  height: number;
  /** width / height */
  ratio: number;
}

/** Spec §8: when an image's size cannot be read, it counts as 0 by 0 with ratio 0. */
export const EMPTY_IMAGE_METADATA: ImageMetadata = { width: 0, height: 0, ratio: 0 };

/** Reads the natural size of an image; never rejects. */
export function readImageMetadata(src: string, createImage: () => HTMLImageElement = () => new Image()): Promise<ImageMetadata> {
  return new Promise((resolve) => {
    const image = createImage();
    image.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = image;
      resolve(width > 0 && height > 0 ? { width, height, ratio: width / height } : EMPTY_IMAGE_METADATA);
    };
    image.onerror = () => resolve(EMPTY_IMAGE_METADATA);
    image.src = src;
  });
}
