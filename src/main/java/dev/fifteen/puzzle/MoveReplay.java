package dev.fifteen.puzzle;

/**
 * Plays a move sequence on a board, one slide at a time, and says where it ends. The sequence is one letter per
 * slide ({@link MoveNotation#expand} reads either form into it); a letter names the direction in which a tile slides
 * into the blank. O(n + k) for a board of n cells and k slides, on one copy of the cells.
 */
public final class MoveReplay {

    private MoveReplay() {}

    /**
     * The board after the slides.
     *
     * @param start  the board to play from
     * @param slides one upper-case letter ({@code U}, {@code D}, {@code L}, {@code R}) per slide, as
     *               {@link MoveNotation#expand} writes them
     * @throws IllegalMoveException at the first slide no tile can make, naming its index and the blank's cell
     */
    public static Board play(Board start, CharSequence slides) {
        int rows = start.rows();
        int columns = start.columns();
        int[] cells = start.cells();
        int blank = start.blankIndex();
        for (int i = 0; i < slides.length(); i++) {
            Direction direction = Direction.ofLetter(slides.charAt(i));
            int tile = direction.tileCell(blank, rows, columns);
            if (tile < 0) {
                throw new IllegalMoveException(i, direction, Board.of(rows, columns, cells));
            }
            cells[blank] = cells[tile];
            cells[tile] = 0;
            blank = tile;
        }
        return Board.of(rows, columns, cells);
    }
}
