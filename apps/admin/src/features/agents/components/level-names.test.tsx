import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';
import { bodiesOf, fakeApi, type Sent } from './agents-fake-api.ts';

const LIST = '/operator/agents/level-names';
const SAVE = '/operator/agents/level-names/save';

function levelsApi(sent: Sent[], saveCode = 1000) {
  let names: { level: number; name: Record<string, string> }[] = [{ level: 1, name: { en_US: 'Partner', zh_CN: '合伙人' } }];
  return fakeApi(sent, {
    [LIST]: () => reply({ list: names }),
    [SAVE]: (body) => {
      if (saveCode !== 1000) return reply({ fields: { 'name.en_US': ['too_big'] } }, saveCode, { status: saveCode });
      const saved = { level: Number(body.level), name: body.name as Record<string, string> };
      names = [...names.filter((n) => n.level !== saved.level), saved].filter((n) => Object.keys(n.name).length > 0);
      return reply(saved);
    },
  });
}

describe('the agent level names', () => {
  it('lists the names per language and renames a level, leaving empty languages out', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=levels', levelsApi(sent), 'admin');
    const row = await screen.findByTestId('level-1');
    expect(row.textContent).toContain('English: Partner');
    expect(row.textContent).toContain('简体中文: 合伙人');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the names of level 1' }));
    fireEvent.input(screen.getByLabelText('English'), { target: { value: ' Gold partner ' } });
    fireEvent.input(screen.getByLabelText('简体中文'), { target: { value: '' } });
    fireEvent.input(screen.getByLabelText('Tiếng Việt'), { target: { value: 'Đối tác vàng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    expect((await screen.findByRole('status')).textContent).toBe('Level 1 is named.');
    expect(bodiesOf(sent, SAVE)).toEqual([{ site_id: 1, level: 1, name: { en_US: 'Gold partner', vi_VN: 'Đối tác vàng' } }]);
    await waitFor(() => expect(screen.getByTestId('level-1').textContent).toContain('Tiếng Việt: Đối tác vàng'));
  });

  it('names the next level, and unnames one left empty', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=levels', levelsApi(sent), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Name another level' }));
    expect((screen.getByLabelText('Level') as HTMLInputElement).value).toBe('2');
    fireEvent.input(screen.getByLabelText('English'), { target: { value: 'Silver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    await screen.findByTestId('level-2');

    fireEvent.click(screen.getByRole('button', { name: 'Edit the names of level 2' }));
    fireEvent.input(screen.getByLabelText('English'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    expect((await screen.findByRole('status')).textContent).toBe('Level 2 has no name now.');
    await waitFor(() => expect(screen.queryByTestId('level-2')).toBeNull());
    expect(bodiesOf(sent, SAVE).at(-1)).toEqual({ site_id: 1, level: 2, name: {} });
  });

  it('names the fields a 400 refused, and refuses a level out of range here', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=levels', levelsApi(sent, 400), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the names of level 1' }));
    fireEvent.input(screen.getByLabelText('Level'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a level from 1 to 20.');
    expect(bodiesOf(sent, SAVE)).toEqual([]);
    fireEvent.input(screen.getByLabelText('Level'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Some fields are not valid.Refused: name.en_US'));
  });

  it('speaks Chinese', async () => {
    await renderAdminAt('/agents?tab=levels', levelsApi([]), 'admin', 'zh_CN');
    expect(await screen.findByRole('heading', { name: '代理层级名称' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '编辑第 1 级的名称' })).toBeTruthy();
  });
});
