package dev.fifteen.web.scramble;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class ScrambleFormatTest {

    @ParameterizedTest(name = "Accept: [{0}] answers a JSON array: {1}")
    @CsvSource(
            delimiter = '|',
            nullValues = "null",
            value = {
                "null | false",
                "'' | false",
                "*/* | false",
                "application/* | false",
                "application/x-ndjson | false",
                "application/json | true",
                "application/json, */* | true",
                "*/*, application/json | false",
                "application/x-ndjson;q=0.2, application/json | true",
                "application/json;q=0, application/x-ndjson | false",
                "text/html, application/json;q=0.9 | true",
                "not a media type | false"
            })
    void theFirstAcceptedRangeThatTakesEitherFormDecides(String accept, boolean array) {
        assertThat(ScrambleFormat.wantsJsonArray(accept)).isEqualTo(array);
    }
}
