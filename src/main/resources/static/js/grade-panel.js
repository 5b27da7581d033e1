import { postJson } from './api.js';
import { byId, showMessage } from './ui.js';
import { t } from './i18n.js';

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
        const done = t('grade.done', { slides: answer.length, moves: answer.lengthMulti });
        if (answer.optimalLength == null) {
            const known = ['timeout', 'too-large', 'busy'].includes(answer.optimalStatus);
            return t('grade.why', { done, why: t(known ? `grade.${answer.optimalStatus}` : 'grade.unknown') });
        }
        return t('grade.optimal', { done, slides: answer.optimalLength, moves: answer.optimalLengthMulti,
            best: answer.optimalLength === answer.length });
    }
}
