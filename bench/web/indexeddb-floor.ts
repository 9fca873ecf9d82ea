/**
 * Runs in the page: the floor under "log a mood -> shown in history", with no app code. Each try
 * is one read-write transaction adding a mood-like row and an outbox-like row (as logMood does),
 * then, after it commits, one read-only transaction reading the newest 50 rows by date (as the
 * history does), in a database of its own. Returns each try's ms.
 */
export async function indexedDbFloor(tries: number): Promise<number[]> {
  const name = `bench-floor-${Date.now()}`;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('moods', { keyPath: 'id' }).createIndex('date', 'date');
      request.result.createObjectStore('outbox', { autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const done = (transaction: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  const samples: number[] = [];
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    const date = new Date().toISOString();
    const id = `${date}-${i}`;
    const write = db.transaction(['moods', 'outbox'], 'readwrite');
    write.objectStore('moods').add({ id, mood: 'good', notes: null, date });
    write.objectStore('outbox').add({ name: 'mood.create', args: { id, mood: 'good', date } });
    await done(write);
    const read = db.transaction('moods', 'readonly');
    const rows: unknown[] = [];
    read.objectStore('moods').index('date').openCursor(null, 'prev').onsuccess = (event) => {
      const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
      if (!cursor || rows.length === 50) return;
      rows.push(cursor.value);
      cursor.continue();
    };
    await done(read);
    samples.push(performance.now() - started);
  }
  db.close();
  indexedDB.deleteDatabase(name);
  return samples;
}
