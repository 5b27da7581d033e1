import { Board } from './board.js';

/**
 * The game in play: the board, its goal and the slides made since the board was set. Panels listen for
 * "change" events, whose detail says why it changed: "slide" (one tile moved), "board" (a new board was
 * set: import, new game, shape) or "goal". The game keeps the board it was set to (start) and the slides made
 * since, one letter each for the direction the tile moved (path), so that a finished game can be replayed and graded.
 */
export class Game extends EventTarget {
    constructor(board) {
        super();
        this.board = board;
        this.goal = Board.standardGoal(board.rows, board.cols);
        this.slides = 0;
        this.origin = 'start';
        this.start = board;
        this.path = '';
    }

    get goalIsStandard() {
        return this.goal.equals(Board.standardGoal(this.board.rows, this.board.cols));
    }

    get solved() {
        return this.board.equals(this.goal);
    }

    /** Slides a tile into the blank; returns the move, or null if the tile is not next to the blank. */
    slideTile(tile, source = 'player') {
        const move = this.board.slideTile(tile);
        if (move == null) {
            return null;
        }
        this.board = move.board;
        this.slides += 1;
        this.path += move.direction;
        this.#changed({ reason: 'slide', tile: move.tile, direction: move.direction, source });
        return move;
    }

    /** Slides the tile that can move in a direction (U, D, L, R); null at the edge. */
    slide(direction, source = 'player') {
        const tile = this.board.tileMovingIn(direction);
        return tile == null ? null : this.slideTile(tile, source);
    }

    /** Sets a new board, keeping the goal when it has the same shape and taking the standard goal otherwise. */
    setBoard(board, { goal = null, origin = 'board' } = {}) {
        this.board = board;
        if (goal != null) {
            this.goal = goal;
        } else if (!board.sameShape(this.goal)) {
            this.goal = Board.standardGoal(board.rows, board.cols);
        }
        this.slides = 0;
        this.start = board;
        this.path = '';
        this.origin = origin;
        this.#changed({ reason: 'board', origin });
    }

    setGoal(goal) {
        this.goal = goal;
        this.#changed({ reason: 'goal' });
    }

    #changed(detail) {
        this.dispatchEvent(new CustomEvent('change', { detail }));
    }
}
