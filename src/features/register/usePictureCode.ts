import { getRegisterPictureCode } from '../../api/register.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';

export interface PictureCodeState {
  /** A data: URL of the image, empty until it arrives (or when it could not be fetched). */
  src: string;
  answer: string;
  refresh: () => void;
}

/** The registration picture code; `refresh` fetches a new one (after a wrong answer, or on request). */
export function usePictureCode(): PictureCodeState {
  const [loaded, refresh] = useLoad((signal) => getRegisterPictureCode(signal), 'pictureCode');
  if (loaded.state !== 'ready') return { src: '', answer: '', refresh };
  const { item1, item2 } = loaded.value;
  return { src: `data:${item1.contentType};base64,${item1.fileContents}`, answer: item2, refresh };
}
