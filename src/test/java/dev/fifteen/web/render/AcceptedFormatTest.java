package dev.fifteen.web.render;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Which {@code Accept} headers choose PNG over the default SVG. */
class AcceptedFormatTest {

    @ParameterizedTest(name = "''{0}'': PNG {1}")
    @CsvSource(
            delimiter = '|',
            nullValues = "null",
            value = {
                "null | false",
                "'' | false",
                "*/* | false",
                "image/png | true",
                "image/png, */* | true",
                "image/png, */*;q=0.8 | true",
                "image/svg+xml, image/png | false",
                "image/png;q=0.9, image/svg+xml | false",
                "image/png, image/svg+xml;q=0.5 | true",
                "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8 | false",
                "image/png;q=0.5, image/*;q=0.9 | false",
                "image/png;q=0 | false",
                "application/json | false",
                "not a media type | false"
            })
    void pngOnlyWhenPreferred(String accept, boolean png) {
        assertThat(RenderService.prefersPng(accept)).isEqualTo(png);
    }
}
