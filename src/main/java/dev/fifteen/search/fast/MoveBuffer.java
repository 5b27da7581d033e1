package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Direction;

import java.util.Arrays;

/**
 * A growable sequence of slides, one byte each: the {@link Direction#ordinal()} of the direction in which the
 * tile moves. {@code UP}/{@code DOWN} and {@code LEFT}/{@code RIGHT} differ only in the lowest bit, so the
 * slide that undoes code {@code d} is {@code d ^ 1}; a transposed board exchanges the axes, code {@code d ^ 2}.
 */
final class MoveBuffer {

    static final byte UP = code(Direction.UP);
    static final byte DOWN = code(Direction.DOWN);
    static final byte LEFT = code(Direction.LEFT);
    static final byte RIGHT = code(Direction.RIGHT);

    private static final Direction[] DIRECTIONS = Direction.values();

    private byte[] codes;
    private int size;

    MoveBuffer(int initialCapacity) {
        codes = new byte[Math.max(16, initialCapacity)];
    }

    void add(int code) {
        if (size == codes.length) {
            codes = Arrays.copyOf(codes, codes.length + (codes.length >> 1) + 16);
        }
        codes[size++] = (byte) code;
    }

    int size() {
        return size;
    }

    /** Forgets every slide, keeping the room. */
    void clear() {
        size = 0;
    }

    /** Appends slides. */
    void addAll(byte[] more) {
        if (size + more.length > codes.length) {
            codes = Arrays.copyOf(codes, Math.max(size + more.length, codes.length + (codes.length >> 1) + 16));
        }
        System.arraycopy(more, 0, codes, size, more.length);
        size += more.length;
    }

    byte[] toArray() {
        return Arrays.copyOf(codes, size);
    }

    static byte code(Direction direction) {
        return (byte) direction.ordinal();
    }

    static Direction direction(int code) {
        return DIRECTIONS[code];
    }

    static String letters(byte[] codes) {
        char[] text = new char[codes.length];
        for (int i = 0; i < codes.length; i++) {
            text[i] = DIRECTIONS[codes[i]].letter();
        }
        return new String(text);
    }
}
