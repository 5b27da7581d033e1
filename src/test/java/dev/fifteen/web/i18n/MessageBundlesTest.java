package dev.fifteen.web.i18n;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bundles read as files, apart from Spring: each translation holds exactly the English keys, each message the
 * English message's arguments, and every message is a valid {@link MessageFormat} pattern.
 */
class MessageBundlesTest {

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)}");
    private static final Pattern CJK = Pattern.compile("\\p{IsHan}");

    /** Messages that are a number alone in Chinese, which has no plural. */
    private static final Set<String> NUMBERS_ONLY = Set.of("parity.inversions.one", "parity.inversions.other");

    @ParameterizedTest
    @ValueSource(strings = {"messages_zh_Hant.properties", "messages_zh_Hans.properties"})
    void aTranslationHasTheEnglishKeysAndArguments(String file) throws IOException {
        Properties english = load("messages.properties");
        Properties translation = load(file);

        assertThat(new TreeSet<>(translation.stringPropertyNames()))
                .as(file + " keys")
                .isEqualTo(new TreeSet<>(english.stringPropertyNames()));
        for (String key : english.stringPropertyNames()) {
            assertThat(arguments(translation.getProperty(key)))
                    .as(file + " " + key + " arguments")
                    .isEqualTo(arguments(english.getProperty(key)));
            if (!NUMBERS_ONLY.contains(key)) {
                assertThat(CJK.matcher(translation.getProperty(key)).find())
                        .as(file + " " + key + " is in Chinese: " + translation.getProperty(key))
                        .isTrue();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"messages.properties", "messages_zh_Hant.properties", "messages_zh_Hans.properties"})
    void everyMessageIsAValidPattern(String file) throws IOException {
        Properties messages = load(file);
        for (String key : messages.stringPropertyNames()) {
            String pattern = messages.getProperty(key);
            assertThat(new MessageFormat(pattern).format(new Object[] {"0", "1", "2", "3", "4", "5", "6", "7", "8"}))
                    .as(file + " " + key)
                    .doesNotContain("{")
                    .doesNotContain("''");
        }
    }

    @Test
    void anEnglishTitleIsStoredUnderItsOwnWords() throws IOException {
        Properties english = load("messages.properties");
        for (String key : english.stringPropertyNames()) {
            if (key.startsWith("problem.title.")) {
                String words = english.getProperty(key).toLowerCase().replaceAll("[^a-z0-9]+", "-");
                assertThat(key).isEqualTo("problem.title." + words);
            }
        }
    }

    @Test
    void theTraditionalAndSimplifiedTextsDiffer() throws IOException {
        assertThat(load("messages_zh_Hant.properties").getProperty("parity.conclusion.unreachable"))
                .contains("等價", "奇偶性");
        assertThat(load("messages_zh_Hans.properties").getProperty("parity.conclusion.unreachable"))
                .contains("等价", "奇偶性");
        assertThat(load("messages_zh_Hant.properties").getProperty("parity.odd-width"))
                .contains("逆序數");
        assertThat(load("messages_zh_Hans.properties").getProperty("parity.odd-width"))
                .contains("逆序数");
    }

    private static Set<String> arguments(String message) {
        Set<String> arguments = new TreeSet<>();
        Matcher matcher = ARGUMENT.matcher(message);
        while (matcher.find()) {
            arguments.add(matcher.group(1));
        }
        return arguments;
    }

    private static Properties load(String file) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = MessageBundlesTest.class.getResourceAsStream("/" + file)) {
            assertThat(in).as(file).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }
}
