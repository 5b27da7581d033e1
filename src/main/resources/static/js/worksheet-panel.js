import { readNdjson } from './streams.js';
import { byId, formatCount, showMessage } from './ui.js';
import { t } from './i18n.js';

/**
 * The worksheet: N boards at a chosen optimal distance (or a random walk of a chosen length) from one request to
 * /scramble with a count, each with its optimal length (the distance itself, or for walks, from /solve/batch), as
 * a table and as CSV and NDJSON downloads.
 */
export class WorksheetPanel {
    constructor(game) {
        this.game = game;
        this.message = byId('worksheet-message');
        this.rows = [];
        this.request = null;
        this.urls = [];
        byId('worksheet-form').addEventListener('submit', event => {
            event.preventDefault();
            this.generate();
        });
        byId('worksheet-method').addEventListener('change', () => this.#showFields());
        this.#showFields();
    }

    #showFields() {
        const distance = byId('worksheet-method').value === 'distance';
        byId('worksheet-distance-label').hidden = !distance;
        byId('worksheet-moves-label').hidden = distance;
    }

    async generate() {
        this.request?.abort();
        const controller = new AbortController();
        this.request = controller;
        const goal = this.game.goal;
        const method = byId('worksheet-method').value;
        const query = new URLSearchParams({
            count: byId('worksheet-count').value,
            goal: goal.toText(),
            method,
        });
        if (method === 'distance') {
            query.set('distance', byId('worksheet-distance').value);
        } else {
            query.set('moves', byId('worksheet-moves').value);
            query.set('includeSlides', 'false');
        }
        const seed = byId('worksheet-seed').value.trim();
        if (seed !== '') {
            query.set('seed', seed);
        }
        this.rows = [];
        this.#render();
        showMessage(this.message, t('worksheet.generating'), 'info');
        try {
            await readNdjson(`scramble?${query}`, { headers: { Accept: 'application/x-ndjson' },
                signal: controller.signal }, scramble => {
                this.rows.push({ index: this.rows.length, seed: scramble.seed, board: scramble.text,
                    goal: goal.toText(), optimal: method === 'distance' ? scramble.distance : null });
            });
            this.#render();
            if (method !== 'distance') {
                showMessage(this.message, t('worksheet.solving'), 'info');
                const body = this.rows.map(row => JSON.stringify({ id: row.index, board: row.board, goal: row.goal }))
                    .join('\n') + '\n';
                await readNdjson('solve/batch?strategy=optimal', { method: 'POST', body,
                    headers: { 'Content-Type': 'application/x-ndjson', Accept: 'application/x-ndjson' },
                    signal: controller.signal }, line => {
                    if (line.summary === undefined && this.rows[line.id] !== undefined) {
                        this.rows[line.id].optimal = line.length ?? null;
                        this.rows[line.id].problem = line.detail;
                        this.#render();
                    }
                });
            }
            showMessage(this.message, t('worksheet.ready', { n: formatCount(this.rows.length) }), 'ok');
        } catch (error) {
            showMessage(this.message, error.message, error.aborted ? 'info' : 'error');
        } finally {
            if (this.request === controller) {
                this.request = null;
            }
            this.#offerDownloads();
        }
    }

    #render() {
        const body = byId('worksheet-rows');
        body.replaceChildren(...this.rows.map(row => {
            const tr = document.createElement('tr');
            for (const value of [row.index + 1, row.board, row.optimal ?? row.problem ?? '\u2026']) {
                const td = document.createElement('td');
                td.textContent = String(value);
                tr.append(td);
            }
            return tr;
        }));
    }

    #offerDownloads() {
        this.urls.forEach(url => URL.revokeObjectURL(url));
        this.urls = [];
        const csv = ['index,seed,board,goal,optimal']
            .concat(this.rows.map(row => `${row.index},${row.seed},"${row.board}","${row.goal}",${row.optimal ?? ''}`))
            .join('\n') + '\n';
        const ndjson = this.rows.map(row => JSON.stringify({ index: row.index, seed: row.seed, board: row.board,
            goal: row.goal, optimal: row.optimal })).join('\n') + '\n';
        this.#link('worksheet-csv', csv, 'text/csv');
        this.#link('worksheet-ndjson', ndjson, 'application/x-ndjson');
    }

    #link(id, text, type) {
        const link = byId(id);
        const url = URL.createObjectURL(new Blob([text], { type }));
        this.urls.push(url);
        link.href = url;
        link.hidden = this.rows.length === 0;
    }
}
