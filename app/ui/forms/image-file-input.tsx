import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import * as s from './field.css';
import { IMAGE_FILE_TYPES, imageFileProblem } from './image-file-check';

type ImageFileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'multiple'> & { name: string };

/**
 * A file input for one PNG or JPEG. A plain input before the script loads (the server checks the file);
 * after, a picked file that is not an image, is over 5 MB or claims more than 4096 × 4096 is marked invalid
 * with the reason in the player's language, so the form does not send it.
 */
export function ImageFileInput({ onChange, ...input }: ImageFileInputProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  async function check(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const field = event.currentTarget;
    // The last file's refusal must not hold back this one while its header is read.
    field.setCustomValidity('');
    const file = field.files?.[0];
    const found = file ? await imageFileProblem(file) : null;
    const message = found ? t(`member.upload.${found}`) : '';
    field.setCustomValidity(message);
    setProblem(message || null);
    if (message) field.reportValidity();
  }
  return (
    <>
      <input {...input} type="file" accept={IMAGE_FILE_TYPES} aria-invalid={problem ? true : input['aria-invalid']} onChange={(event) => void check(event)} />
      {problem ? (
        <span role="alert" className={s.error} data-testid="image-file-problem">
          {problem}
        </span>
      ) : null}
    </>
  );
}
