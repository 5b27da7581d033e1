package dev.fifteen.search;

import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable list of slides kept as two primitive arrays (the tile numbers and one direction letter a slide)
 * instead of one {@link Move} object a slide, so that the millions of slides of a fast solution for a 100 x 100
 * board cost about five bytes each. {@link Move}s are made on access.
 */
public final class CompactMoves extends AbstractList<Move> implements RandomAccess {

    private final int[] tiles;
    private final String tileDirections;

    /**
     * @param tiles          the tile of each slide (kept, not copied)
     * @param tileDirections one letter a slide (U, D, L, R), the direction in which the tile moves
     */
    public CompactMoves(int[] tiles, String tileDirections) {
        if (tiles.length != tileDirections.length()) {
            throw new IllegalArgumentException(tiles.length + " tiles but " + tileDirections.length() + " directions");
        }
        this.tiles = tiles;
        this.tileDirections = tileDirections;
    }

    @Override
    public Move get(int index) {
        return new Move(tiles[index], Direction.ofLetter(tileDirections.charAt(index)));
    }

    @Override
    public int size() {
        return tiles.length;
    }

    /** The direction letters, the direction in which each tile moves. */
    public String tileDirections() {
        return tileDirections;
    }

    /** The direction letters of the blank, the opposite of the tiles'. */
    public String blankDirections() {
        char[] letters = new char[tileDirections.length()];
        for (int i = 0; i < letters.length; i++) {
            letters[i] = Direction.ofLetter(tileDirections.charAt(i)).opposite().letter();
        }
        return new String(letters);
    }

    /** The tile of the slide at {@code index}, without making a {@link Move}. */
    public int tile(int index) {
        return tiles[index];
    }

    /** A copy of the tile numbers. */
    public int[] tiles() {
        return tiles.clone();
    }
}
