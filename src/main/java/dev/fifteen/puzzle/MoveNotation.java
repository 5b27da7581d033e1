package dev.fifteen.puzzle;

import dev.fifteen.problem.ProblemException;

import java.util.Map;

/**
 * The move notation Fifteen reads and writes: one letter for the direction in which a tile slides ({@code U},
 * {@code D}, {@code L}, {@code R}), either one letter per tile ({@code RRRDDL}) or a letter with a count for a
 * multi-tile move ({@code R3 D2 L}, the blank travelling three cells in one go). Spaces and commas between moves are
 * optional, and letters may be lower case.
 *
 * <p>The two metrics count the same sequence differently: in the single-tile metric every slide is a move; in the
 * multi-tile metric a run of slides in one direction is one move, because the blank travels in a straight line.
 */
public final class MoveNotation {

    private MoveNotation() {}

    /**
     * Expands a sequence in either form to one upper-case letter per slide.
     *
     * @param text      the sequence, such as {@code "R3 D2 L"} or {@code "rrrddl"}
     * @param maxSlides the most slides the expanded sequence may hold; a longer one is refused before it is built
     * @throws ProblemException {@code malformed-moves} (invalid input) naming the offending character and its
     *     index, or {@code too-many-moves} (limit exceeded) when the sequence expands past {@code maxSlides}
     */
    public static String expand(String text, int maxSlides) {
        StringBuilder slides = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ' ' || c == ',' || c == '\t') {
                i++;
                continue;
            }
            char letter = Character.toUpperCase(c);
            if (letter != 'U' && letter != 'D' && letter != 'L' && letter != 'R') {
                throw malformed(text, i, "expected a direction letter U, D, L or R");
            }
            int start = ++i;
            long count = 0;
            while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                count = Math.min(count * 10 + (text.charAt(i) - '0'), (long) Integer.MAX_VALUE + 1);
                i++;
            }
            if (i == start) {
                count = 1;
            } else if (count == 0) {
                throw malformed(text, start, "a move's count is 1 or more");
            }
            if (slides.length() + count > maxSlides) {
                throw new ProblemException(
                        ProblemException.Category.LIMIT_EXCEEDED,
                        "too-many-moves",
                        "Too many moves",
                        "the sequence holds more than " + maxSlides + " slides",
                        Map.of("limit", maxSlides));
            }
            for (long k = 0; k < count; k++) {
                slides.append(letter);
            }
        }
        return slides.toString();
    }

    /**
     * Writes slides (one letter each) in the multi-tile form: each run of one letter as the letter and, for runs
     * longer than one, its length, separated by spaces ({@code RRRDDL} becomes {@code R3 D2 L}).
     */
    public static String multiTile(CharSequence slides) {
        StringBuilder moves = new StringBuilder();
        int i = 0;
        while (i < slides.length()) {
            char letter = slides.charAt(i);
            int run = 1;
            while (i + run < slides.length() && slides.charAt(i + run) == letter) {
                run++;
            }
            if (!moves.isEmpty()) {
                moves.append(' ');
            }
            moves.append(letter);
            if (run > 1) {
                moves.append(run);
            }
            i += run;
        }
        return moves.toString();
    }

    /** The number of moves in the multi-tile metric: the number of runs of one letter. */
    public static int multiTileLength(CharSequence slides) {
        int runs = 0;
        for (int i = 0; i < slides.length(); i++) {
            if (i == 0 || slides.charAt(i) != slides.charAt(i - 1)) {
                runs++;
            }
        }
        return runs;
    }

    private static ProblemException malformed(String text, int index, String expectation) {
        String character = index < text.length() ? String.valueOf(text.charAt(index)) : "";
        return new ProblemException(
                ProblemException.Category.INVALID_INPUT,
                "malformed-moves",
                "Malformed move sequence",
                "character '" + printable(character) + "' at index " + index + " of the moves: " + expectation,
                Map.of("index", index, "character", character));
    }

    private static String printable(String character) {
        if (character.isEmpty()) {
            return "";
        }
        char c = character.charAt(0);
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : character;
    }
}
