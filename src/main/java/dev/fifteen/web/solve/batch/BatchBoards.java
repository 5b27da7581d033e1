package dev.fifteen.web.solve.batch;

import dev.fifteen.problem.ProblemException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The entries of a batch, read one at a time from the request body as they arrive, so that memory holds the entry
 * being read and never the whole batch: NDJSON (one JSON object a line; a malformed line is that line's problem and
 * the next line is read as usual) or one JSON array (read element by element with a streaming parser; a malformed
 * element ends the batch, since nothing after it can be trusted).
 */
abstract class BatchBoards {

    /** One entry: the object read, or the problem that kept it from being read. */
    record Entry(int index, JsonNode node, ProblemException problem) {}

    /** The next entry, or {@code null} at the end of the body. */
    abstract Entry next();

    static BatchBoards ndjson(InputStream body, JsonMapper mapper, int maxLineLength) {
        return new Lines(new InputStreamReader(body, StandardCharsets.UTF_8), mapper, maxLineLength);
    }

    static BatchBoards jsonArray(InputStream body, JsonMapper mapper) {
        return new Array(body, mapper);
    }

    static ProblemException malformed(String detail) {
        return new ProblemException(
                ProblemException.Category.INVALID_INPUT, "malformed-request", "Malformed request body", detail);
    }

    private static final class Lines extends BatchBoards {
        private final Reader reader;
        private final JsonMapper mapper;
        private final int maxLineLength;
        private final StringBuilder line = new StringBuilder();
        private int index;
        private boolean ended;

        Lines(Reader reader, JsonMapper mapper, int maxLineLength) {
            this.reader = reader;
            this.mapper = mapper;
            this.maxLineLength = maxLineLength;
        }

        @Override
        Entry next() {
            while (!ended) {
                boolean tooLong = readLine();
                String text = line.toString().strip();
                if (tooLong) {
                    return new Entry(
                            index++,
                            null,
                            new ProblemException(
                                    ProblemException.Category.LIMIT_EXCEEDED,
                                    "line-too-long",
                                    "Line too long",
                                    "the line is longer than " + maxLineLength
                                            + " characters (fifteen.solve.batch.max-line-length)",
                                    Map.of(
                                            "limitProperty",
                                            "fifteen.solve.batch.max-line-length",
                                            "limit",
                                            maxLineLength)));
                }
                if (text.isEmpty()) {
                    continue;
                }
                int at = index++;
                try {
                    JsonNode node = mapper.readTree(text);
                    if (!node.isObject()) {
                        return new Entry(at, null, malformed("the line must be a JSON object with a board"));
                    }
                    return new Entry(at, node, null);
                } catch (JacksonException e) {
                    return new Entry(
                            at, null, malformed("the line is not valid JSON: " + firstLine(e.getOriginalMessage())));
                }
            }
            return null;
        }

        /** Reads one line into {@link #line}; past the limit it skips to the line's end and says so. */
        private boolean readLine() {
            line.setLength(0);
            boolean tooLong = false;
            try {
                while (true) {
                    int c = reader.read();
                    if (c < 0) {
                        ended = true;
                        return tooLong;
                    }
                    if (c == '\n') {
                        return tooLong;
                    }
                    if (line.length() < maxLineLength) {
                        line.append((char) c);
                    } else {
                        tooLong = true;
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static final class Array extends BatchBoards {
        private final InputStream body;
        private final JsonMapper mapper;
        private JsonParser parser;
        private int index;
        private boolean ended;

        Array(InputStream body, JsonMapper mapper) {
            this.body = body;
            this.mapper = mapper;
        }

        @Override
        Entry next() {
            if (ended) {
                return null;
            }
            try {
                if (parser == null) {
                    parser = mapper.createParser(body);
                    if (parser.nextToken() != JsonToken.START_ARRAY) {
                        ended = true;
                        return new Entry(
                                index,
                                null,
                                malformed("the body must be a JSON array of boards"
                                        + " (or NDJSON, one board a line, with Content-Type application/x-ndjson)"));
                    }
                }
                JsonToken token = parser.nextToken();
                if (token == JsonToken.END_ARRAY || token == null) {
                    ended = true;
                    return null;
                }
                JsonNode node = mapper.readerFor(JsonNode.class)
                        .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                        .readValue(parser);
                if (!node.isObject()) {
                    return new Entry(index++, null, malformed("each element must be a JSON object with a board"));
                }
                return new Entry(index++, node, null);
            } catch (JacksonException e) {
                ended = true;
                int at = index++;
                return new Entry(
                        at,
                        null,
                        malformed("the body is not valid JSON from element " + at + " on: "
                                + firstLine(e.getOriginalMessage())));
            }
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int cut = message.indexOf('\n');
        return cut < 0 ? message : message.substring(0, cut);
    }
}
