import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { MessageComposer } from './MessageComposer';

function setup(onSend = vi.fn(() => Promise.resolve())) {
  render(<MessageComposer onSend={onSend} />);
  const box = screen.getByLabelText<HTMLTextAreaElement>(/Your Message/);
  const send = screen.getByRole('button', { name: 'Send' });
  return { onSend, box, send };
}

describe('Message composer', () => {
  it('keeps Send disabled while the text is blank after trimming', () => {
    const { box, send, onSend } = setup();
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(box, { target: { value: '  \n\t ' } });
    expect(isDisabled(send)).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' Hello ' } });
    expect(isDisabled(send)).toBe(false);
  });

  it('sends the trimmed text on Enter and clears the box', async () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: '  Is it still available?\nThanks  ' } });
    const notPrevented = fireEvent.keyDown(box, { key: 'Enter' });
    expect(notPrevented).toBe(false);
    expect(onSend).toHaveBeenCalledWith('Is it still available?\nThanks');
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('leaves Shift+Enter to the text box (a new line) without sending', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: 'First line' } });
    const notPrevented = fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('First line');
  });

  it('does not send while an input method is composing', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: 'こんにちは' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the Send button too, showing "Sending..." meanwhile', async () => {
    let finish: () => void = () => {};
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { box, send } = setup(onSend);
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(send);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Sending...' }))).toBe(true);
    finish();
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft when sending fails', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('offline')));
    const { box, send } = setup(onSend);
    fireEvent.change(box, { target: { value: 'Please keep me' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(isDisabled(send)).toBe(false));
    expect(box.value).toBe('Please keep me');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('refuses a message over 5000 characters with the contract text', () => {
    const { box, send } = setup();
    fireEvent.change(box, { target: { value: 'a'.repeat(5001) } });
    expect(screen.getByText('Message must be 5000 characters or less.')).toBeTruthy();
    expect(isDisabled(send)).toBe(true);
  });
});
