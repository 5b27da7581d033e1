package dev.fifteen.puzzle;

import java.util.Objects;

/**
 * One slide: the tile that moves and the direction in which it moves (into the blank).
 */
public record Move(int tile, Direction direction) {

    public Move {
        if (tile <= 0) {
            throw new IllegalArgumentException("a move slides a tile numbered 1 or more, not " + tile);
        }
        Objects.requireNonNull(direction, "direction");
    }

    @Override
    public String toString() {
        return tile + "" + direction.letter();
    }
}
