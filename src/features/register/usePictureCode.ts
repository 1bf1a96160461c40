import { useCallback, useEffect, useState } from 'react';
import { getRegisterPictureCode } from '../../api/register.ts';

export interface PictureCodeState {
  /** A data: URL of the image, empty until it arrives. */
  src: string;
  answer: string;
  refresh: () => void;
}

/** The registration picture code; `refresh` fetches a new one (after a wrong answer, or on request). */
export function usePictureCode(): PictureCodeState {
  const [picture, setPicture] = useState({ src: '', answer: '' });
  const refresh = useCallback(() => {
    getRegisterPictureCode().then(
      ({ item1, item2 }) => setPicture({ src: `data:${item1.contentType};base64,${item1.fileContents}`, answer: item2 }),
      () => setPicture({ src: '', answer: '' }),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { ...picture, refresh };
}
