package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;

/**
 * The long lists of an answer, written from the solution as the JSON is written rather than copied first: the
 * tiles slid (an array of numbers, without the copy of millions of tiles that a 100 x 100 answer would need) and
 * the boards along the way (an array of text forms, one board in memory at a time). On the wire they are the
 * same JSON arrays.
 */
final class SolutionListing {

    private SolutionListing() {}

    /** The tiles slid, in order. */
    record Tiles(Solution solution) {}

    /** The boards along the way in the text form, from {@code start} to the goal. */
    record Boards(Solution solution, Board start) {}

    static final class TilesWriter extends ValueSerializer<Tiles> {

        @Override
        public void serialize(Tiles tiles, JsonGenerator generator, SerializationContext context) {
            generator.writeStartArray();
            tiles.solution().forEachTile(generator::writeNumber);
            generator.writeEndArray();
        }
    }

    static final class BoardsWriter extends ValueSerializer<Boards> {

        @Override
        public void serialize(Boards boards, JsonGenerator generator, SerializationContext context) {
            generator.writeStartArray();
            boards.solution().forEachBoard(boards.start(), board -> generator.writeString(board.toText()));
            generator.writeEndArray();
        }
    }
}
