import { byId } from './ui.js';

/** The "Picture" links of the board: /render of the current board and goal, as SVG and as PNG, in a chosen scheme. */
export class PictureLinks {
    constructor(game) {
        this.game = game;
        game.addEventListener('change', () => this.render());
        byId('picture-scheme').addEventListener('change', () => this.render());
        this.render();
    }

    render() {
        const { board, goal } = this.game;
        const scheme = byId('picture-scheme').value;
        for (const format of ['svg', 'png']) {
            const query = new URLSearchParams({ board: board.toText(), scheme, format });
            if (!this.game.goalIsStandard) {
                query.set('goal', goal.toText());
            }
            byId(`picture-${format}`).href = `render?${query}`;
        }
    }
}
