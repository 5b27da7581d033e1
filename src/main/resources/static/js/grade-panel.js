import { postJson } from './api.js';
import { byId, formatCount, showMessage } from './ui.js';

/**
 * The grade of a game finished by hand: when the player's own slide brings the board to the goal, the slides made
 * since the board was set go to /replay, which answers their length in both metrics and the optimal distance of
 * the start: "You solved it in 58 slides (41 moves); optimal is 52 slides".
 */
export class GradePanel {
    constructor(game) {
        this.game = game;
        this.message = byId('grade-message');
        this.request = null;
        game.addEventListener('change', event => {
            this.request?.abort();
            this.request = null;
            const { reason, source } = event.detail;
            if (reason === 'slide' && source === 'player' && game.solved && game.path !== '') {
                this.grade();
            } else {
                showMessage(this.message, '');
            }
        });
    }

    async grade() {
        const controller = new AbortController();
        this.request = controller;
        const { start, goal, path } = this.game;
        try {
            const answer = await postJson('/replay', { board: start.toRows(), goal: goal.toRows(), moves: path },
                { signal: controller.signal });
            if (this.request === controller) {
                showMessage(this.message, GradePanel.sentence(answer), 'ok');
            }
        } catch (error) {
            if (this.request === controller && !error.aborted) {
                showMessage(this.message, error.message, 'error');
            }
        }
    }

    /** The sentence for a graded replay. */
    static sentence(answer) {
        const done = `You solved it in ${count(answer.length, 'slide')} (${count(answer.lengthMulti, 'move')})`;
        if (answer.optimalLength == null) {
            const why = {
                timeout: 'the optimal solver did not answer in time',
                'too-large': 'the board is too large for the optimal solver',
                busy: 'the optimal solver is busy',
            }[answer.optimalStatus] ?? 'the optimum is not known';
            return `${done}; ${why}.`;
        }
        const multi = answer.optimalLengthMulti == null ? '' : ` (${count(answer.optimalLengthMulti, 'move')})`;
        const best = answer.optimalLength === answer.length ? ': a shortest solution' : '';
        return `${done}; optimal is ${count(answer.optimalLength, 'slide')}${multi}${best}.`;
    }
}

function count(value, word) {
    return `${formatCount(value)} ${value === 1 ? word : `${word}s`}`;
}
