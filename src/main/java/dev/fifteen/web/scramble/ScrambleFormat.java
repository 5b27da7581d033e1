package dev.fifteen.web.scramble;

import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The forms a {@code count} request's scrambles take, chosen by its {@code Accept} header. */
enum ScrambleFormat {
    /** One answer a line. */
    NDJSON,
    /** One JSON array, for a client that accepts JSON and not NDJSON. */
    JSON_ARRAY;

    static final String NDJSON_VALUE = "application/x-ndjson";

    private static final MediaType NDJSON_TYPE = MediaType.parseMediaType(NDJSON_VALUE);

    /** The form a client's {@code Accept} header asks for; see {@link #wantsJsonArray}. */
    static ScrambleFormat accepted(String accept) {
        return wantsJsonArray(accept) ? JSON_ARRAY : NDJSON;
    }

    /**
     * Whether the client prefers a JSON array to NDJSON: the first media range it accepts, by quality and then in its
     * order, that takes either form decides; NDJSON when both (a wildcard) or the header is absent.
     */
    static boolean wantsJsonArray(String accept) {
        if (accept == null || accept.isBlank()) {
            return false;
        }
        List<MediaType> ranges;
        try {
            ranges = new ArrayList<>(MediaType.parseMediaTypes(accept));
        } catch (InvalidMediaTypeException e) {
            return false;
        }
        ranges.sort(Comparator.comparingDouble(MediaType::getQualityValue).reversed());
        for (MediaType range : ranges) {
            if (range.getQualityValue() == 0) {
                continue;
            }
            if (range.includes(NDJSON_TYPE)) {
                return false;
            }
            if (range.includes(MediaType.APPLICATION_JSON)) {
                return true;
            }
        }
        return false;
    }

    MediaType mediaType() {
        return this == JSON_ARRAY ? MediaType.APPLICATION_JSON : NDJSON_TYPE;
    }

    /** Writes the scrambles as each is drawn, flushing after each, so that a slow client holds back none. */
    void write(ScrambleService.CountedScrambles scrambles, JsonMapper mapper, OutputStream out) throws IOException {
        boolean array = this == JSON_ARRAY;
        boolean[] first = {true};
        if (array) {
            out.write('[');
        }
        scrambles.writeTo(scramble -> {
            try {
                if (array && !first[0]) {
                    out.write(',');
                }
                first[0] = false;
                out.write(mapper.writeValueAsBytes(scramble));
                out.write('\n');
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        if (array) {
            out.write(']');
            out.flush();
        }
    }
}
