import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DIARY_NOTE_MAX } from '../../../lib/schemas';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeShort } from '../../../lib/dates';
import { ErrorCard } from '../../../components/ui/error-card';
import { GAME, MSG } from '../../../i18n/it';
import { useDiary } from '../api/get-diary';
import { useAddDiaryNote } from '../api/add-diary-note';
import { NoteIcon } from './home-icons';

/** "TRACCIA AGENT" diary (spec 02 §2, §5): stats, entries newest first, add-note form. */
export const AgentDiary = () => {
  const diary = useDiary();
  const add = useAddDiaryNote();
  const [text, setText] = useState('');
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    // Spec 02 §5: a note that is empty after trimming is ignored.
    if (!content) {
      setText('');
      field.current?.focus();
      return;
    }
    add.mutate(content, {
      onSuccess: () => {
        setText('');
        toast.success(GAME.diary.added);
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : MSG.genericError),
    });
  };

  const items = diary.data?.items ?? [];
  const notes = items.filter((i) => i.type === 'note').length;
  const purchases = items.length - notes;

  return (
    <section className="card diary" aria-labelledby={`${fieldId}-title`}>
      <div className="diary__head">
        <NoteIcon className="diary__icon" />
        <div>
          <h2 id={`${fieldId}-title`} className="diary__title">{GAME.diary.title}</h2>
          <p className="muted">{GAME.diary.subtitle}</p>
        </div>
      </div>
      <dl className="stat-tiles diary__stats">
        <div>
          <dt>{GAME.diary.notes}</dt>
          <dd className="num">{diary.data ? notes : '—'}</dd>
        </div>
        <div>
          <dt>{GAME.diary.purchases}</dt>
          <dd className="num">{diary.data ? purchases : '—'}</dd>
        </div>
      </dl>
      <form className="diary__form" onSubmit={onSubmit}>
        <label className="field__label" htmlFor={fieldId}>{GAME.diary.newNote}</label>
        <textarea
          id={fieldId}
          ref={field}
          className="field__input diary__input"
          rows={3}
          maxLength={DIARY_NOTE_MAX}
          placeholder={GAME.diary.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--sm" disabled={add.isPending}>
          {add.isPending ? GAME.diary.adding : GAME.diary.add}
        </button>
      </form>
      {diary.isError ? (
        <ErrorCard message={MSG.genericError} onRetry={() => void diary.refetch()} retrying={diary.isFetching} />
      ) : !diary.data ? (
        <p className="muted" role="status">{MSG.loading}</p>
      ) : items.length === 0 ? (
        <p className="empty">{GAME.diary.empty}</p>
      ) : (
        <ol className="diary__list" aria-label={GAME.diary.entries}>
          {items.map((entry) => (
            <li key={entry.entryId} className={`diary__entry diary__entry--${entry.type}`}>
              <div className="diary__meta">
                <span className={`badge ${entry.type === 'purchase' ? 'badge--gold' : 'badge--accent'}`}>{GAME.diary.types[entry.type]}</span>
                <time className="muted" dateTime={entry.createdAt}>{formatDateTimeShort(entry.createdAt)}</time>
              </div>
              <p className="diary__content">{entry.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
