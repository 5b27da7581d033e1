package dev.fifteen.testing.infra;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;

/** Reads an NDJSON answer into its lines, and replays answers on plain arrays, independently of the domain's code. */
public final class NdjsonLines {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private NdjsonLines() {}

    public static List<JsonNode> parse(String body) {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : body.split("\n")) {
            if (!line.isBlank()) {
                lines.add(MAPPER.readTree(line));
            }
        }
        return lines;
    }

    /** Cells in reading order of a board in the text form. */
    public static int[] cells(String text) {
        return java.util.Arrays.stream(text.split("[/,]"))
                .mapToInt(Integer::parseInt)
                .toArray();
    }

    /**
     * Plays a compact move string (each letter the direction the TILE moves) on a plain array: for {@code U} the tile
     * below the blank moves up, so the blank moves down, and so on. Fails on a slide off the board.
     */
    public static int[] replay(int[] start, int columns, String moves) {
        int[] cells = start.clone();
        int rows = cells.length / columns;
        int blank = 0;
        while (cells[blank] != 0) {
            blank++;
        }
        for (char letter : moves.toCharArray()) {
            int row = blank / columns;
            int column = blank % columns;
            int next = switch (letter) {
                case 'U' -> row + 1 < rows ? blank + columns : -1;
                case 'D' -> row > 0 ? blank - columns : -1;
                case 'L' -> column + 1 < columns ? blank + 1 : -1;
                case 'R' -> column > 0 ? blank - 1 : -1;
                default -> throw new AssertionError("unknown move letter " + letter);
            };
            if (next < 0) {
                throw new AssertionError("slide " + letter + " leaves the board");
            }
            cells[blank] = cells[next];
            cells[next] = 0;
            blank = next;
        }
        return cells;
    }
}
