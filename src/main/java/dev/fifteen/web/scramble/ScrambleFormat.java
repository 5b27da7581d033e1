package dev.fifteen.web.scramble;

import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Which form a {@code count} request's scrambles take, read from its {@code Accept} header. */
final class ScrambleFormat {

    static final MediaType NDJSON = MediaType.parseMediaType("application/x-ndjson");

    private ScrambleFormat() {}

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
            if (range.includes(NDJSON)) {
                return false;
            }
            if (range.includes(MediaType.APPLICATION_JSON)) {
                return true;
            }
        }
        return false;
    }
}
