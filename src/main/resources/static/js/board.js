/**
 * An immutable rows x cols board, 0 for the blank, with the same text form and move naming as the API:
 * rows separated by "/", tiles by ","; a move is the tile that slides and the direction the TILE moves.
 */
export const DIRECTIONS = Object.freeze({
    U: { dr: -1, dc: 0, word: 'up' },
    D: { dr: 1, dc: 0, word: 'down' },
    L: { dr: 0, dc: -1, word: 'left' },
    R: { dr: 0, dc: 1, word: 'right' },
});

export const MIN_SIDE = 2;
export const MAX_SIDE = 10;

export class Board {
    constructor(rows, cols, cells) {
        this.rows = rows;
        this.cols = cols;
        this.cells = Object.freeze(Array.from(cells));
        this.blankIndex = this.cells.indexOf(0);
    }

    static standardGoal(rows, cols) {
        const cells = Array.from({ length: rows * cols }, (_, i) => i + 1);
        cells[cells.length - 1] = 0;
        return new Board(rows, cols, cells);
    }

    static fromRows(rowArrays) {
        return new Board(rowArrays.length, rowArrays[0].length, rowArrays.flat());
    }

    /** Parses a text form the service has already accepted; the service is the judge of validity. */
    static parse(text) {
        const rowArrays = text.trim().split('/').map(row => row.split(',').map(tile => Number.parseInt(tile.trim(), 10)));
        return Board.fromRows(rowArrays);
    }

    toText() {
        const rowTexts = [];
        for (let r = 0; r < this.rows; r++) {
            rowTexts.push(this.cells.slice(r * this.cols, (r + 1) * this.cols).join(','));
        }
        return rowTexts.join('/');
    }

    toRows() {
        return Array.from({ length: this.rows }, (_, r) => this.cells.slice(r * this.cols, (r + 1) * this.cols));
    }

    sameShape(other) {
        return other != null && other.rows === this.rows && other.cols === this.cols;
    }

    equals(other) {
        return this.sameShape(other) && this.cells.every((tile, i) => tile === other.cells[i]);
    }

    positionOf(tile) {
        const index = this.cells.indexOf(tile);
        return index < 0 ? null : { row: Math.floor(index / this.cols), col: index % this.cols };
    }

    get blankRow() {
        return Math.floor(this.blankIndex / this.cols);
    }

    get blankCol() {
        return this.blankIndex % this.cols;
    }

    /** The direction in which a tile would slide into the blank, or null if it is not next to the blank. */
    directionOf(tile) {
        const at = this.positionOf(tile);
        if (tile === 0 || at == null) {
            return null;
        }
        for (const [letter, { dr, dc }] of Object.entries(DIRECTIONS)) {
            if (at.row + dr === this.blankRow && at.col + dc === this.blankCol) {
                return letter;
            }
        }
        return null;
    }

    /** The tile that would slide in the given direction (U, D, L, R), or null at the edge. */
    tileMovingIn(direction) {
        const { dr, dc } = DIRECTIONS[direction];
        const row = this.blankRow - dr;
        const col = this.blankCol - dc;
        if (row < 0 || row >= this.rows || col < 0 || col >= this.cols) {
            return null;
        }
        return this.cells[row * this.cols + col];
    }

    /** The board after the tile slides into the blank, or null if it cannot. */
    slideTile(tile) {
        const direction = this.directionOf(tile);
        if (direction == null) {
            return null;
        }
        const cells = Array.from(this.cells);
        const from = cells.indexOf(tile);
        cells[this.blankIndex] = tile;
        cells[from] = 0;
        return { board: new Board(this.rows, this.cols, cells), tile, direction };
    }

    /** Normalises pasted text: one row per line and tiles separated by blanks become the text form. */
    static normaliseText(text) {
        const lines = text.trim().split(/\r?\n/).map(line => line.trim()).filter(line => line.length > 0);
        return lines
            .map(line => (line.includes(',') ? line : line.split(/\s+/).join(',')).replace(/\/\s*$/, ''))
            .join('/')
            .replace(/\s+/g, '');
    }
}
