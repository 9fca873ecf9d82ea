/**
 * Prayer requests across devices and the real server: a request written offline and prayers marked
 * offline on two members' devices converge, each effect once; an anonymous request names its author
 * on no other device; an answer reaches a device that was offline when it was given.
 */
import { describe, expect, it } from 'vitest';
import type { SelahDB } from '../../src/db';
import { createPrayerRepository } from '../../src/data/prayer/repository';
import { anotherDevice, newMember, serveDeviceTests } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

const prayer = (db: SelahDB) => createPrayerRepository(() => db);

describe('prayer requests on devices', () => {
  it('converge from offline devices, each request and each prayer once, and the answer reaches them', async () => {
    const { account: author, device: authorPhone } = await newMember(server, 'Naomi Asks');
    const { account: first, device: phone } = await newMember(server, 'First Friend');
    const laptop = await anotherDevice(server, first);
    const { device: other } = await newMember(server, 'Second Friend');
    for (const device of [authorPhone, phone, laptop, other]) await device.sync();

    // Written offline, anonymously; the outbox sends it when the phone is back.
    authorPhone.net.online = false;
    const request = await prayer(authorPhone.db).sharePrayerRequest(
      'For my father’s heart surgery on Friday',
      true,
      'Naomi Asks',
    );
    expect(await authorPhone.db.outbox.count()).toBe(1);
    authorPhone.net.online = true;
    await authorPhone.sync();
    await authorPhone.sync(); // a second sync sends nothing again
    const stored = await server.rows('select id from prayer_requests where id = ?', request.id);
    expect(stored).toHaveLength(1);

    for (const device of [phone, laptop, other]) await device.sync();
    const seen = await other.db.prayerRequests.get(request.id);
    expect(seen).toMatchObject({ author: null, userId: null, isAnonymous: true });
    expect(JSON.stringify(seen)).not.toContain(author.id);
    expect(JSON.stringify(seen)).not.toContain('Naomi');

    // Offline, the first friend prays on both devices and the second on theirs.
    for (const device of [phone, laptop, other]) device.net.online = false;
    for (const device of [phone, laptop, other]) {
      expect(await prayer(device.db).prayFor(request.id)).toBe(true);
      expect(await prayer(device.db).prayFor(request.id)).toBe(false);
    }
    for (const device of [phone, laptop, other]) device.net.online = true;
    for (const device of [laptop, other, phone, authorPhone]) await device.sync();
    for (const device of [laptop, other, phone, authorPhone]) await device.sync();
    for (const device of [phone, laptop, other]) {
      expect(await device.db.prayerRequests.get(request.id)).toMatchObject({
        prayedCount: 2,
        prayedByMe: true,
      });
    }
    expect(await authorPhone.db.prayerRequests.get(request.id)).toMatchObject({
      prayedCount: 2,
      prayedByMe: false,
      userId: author.id,
      author: { name: 'Naomi Asks' },
    });
    const marks = await server.rows('select * from prayer_marks where request_id = ?', request.id);
    expect(marks).toHaveLength(2);

    // The second friend's device is offline when the author gives thanks.
    other.net.online = false;
    await prayer(authorPhone.db).markAnswered(request.id, 'The surgery went well. Thank you!');
    await authorPhone.sync();
    expect((await other.db.prayerRequests.get(request.id))?.answeredAt).toBeNull();
    other.net.online = true;
    await other.sync();
    expect(await other.db.prayerRequests.get(request.id)).toMatchObject({
      testimony: 'The surgery went well. Thank you!',
      prayedByMe: true,
    });
    expect((await other.db.prayerRequests.get(request.id))?.answeredAt).not.toBeNull();
  });

  it('takes a request its author deletes off every device', async () => {
    const { device: authorPhone } = await newMember(server, 'Author');
    const { device: reader } = await newMember(server, 'Reader');
    const request = await prayer(authorPhone.db).sharePrayerRequest('For wisdom', false, 'Author');
    await authorPhone.sync();
    await reader.sync();
    expect(await reader.db.prayerRequests.get(request.id)).toMatchObject({
      author: { name: 'Author' },
    });
    await prayer(authorPhone.db).deletePrayerRequest(request.id);
    await authorPhone.sync();
    await reader.sync();
    expect(await reader.db.prayerRequests.get(request.id)).toBeUndefined();
    expect(await authorPhone.db.prayerRequests.get(request.id)).toBeUndefined();
  });
});
