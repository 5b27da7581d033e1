package dev.fifteen.web.ratelimit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.mock.web.MockHttpServletRequest;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Who a request is counted against: X-Forwarded-For believed only from trusted proxies, API keys never kept. */
class ClientIdentityTest {

    private final ClientIdentity identity = new ClientIdentity("X-API-Key", List.of("10.0.0.1", "10.0.0.2"));

    @ParameterizedTest(name = "from {0} with X-Forwarded-For \"{1}\" the client is {2}")
    @CsvSource(
            delimiter = ';',
            value = {
                "192.0.2.7; ; 192.0.2.7",
                "192.0.2.7; 198.51.100.1; 192.0.2.7", // not a proxy: the header is anyone's to write
                "10.0.0.1; 198.51.100.1; 198.51.100.1",
                "10.0.0.1; 203.0.113.9, 198.51.100.1; 198.51.100.1", // the leftmost hop was written by the client
                "10.0.0.1; 198.51.100.1, 10.0.0.2; 198.51.100.1", // a chain of trusted proxies
                "10.0.0.1; 10.0.0.2; 10.0.0.1"
            })
    void theAddressIsTheLastHopNotATrustedProxy(String peer, String forwardedFor, String client) {
        assertThat(identity.address(peer, forwardedFor)).isEqualTo(client);
    }

    @Test
    void anApiKeyNamesTheClientByItsDigestOnly() {
        MockHttpServletRequest one = new MockHttpServletRequest();
        one.setRemoteAddr("192.0.2.7");
        one.addHeader("X-API-Key", "secret-one");
        MockHttpServletRequest sameKeyElsewhere = new MockHttpServletRequest();
        sameKeyElsewhere.setRemoteAddr("192.0.2.8");
        sameKeyElsewhere.addHeader("X-API-Key", "secret-one");
        MockHttpServletRequest noKey = new MockHttpServletRequest();
        noKey.setRemoteAddr("192.0.2.7");

        assertThat(identity.of(one))
                .isEqualTo(identity.of(sameKeyElsewhere))
                .startsWith("key:")
                .doesNotContain("secret-one");
        assertThat(identity.of(noKey)).isEqualTo("address:192.0.2.7");
        assertThat(new ClientIdentity("", List.of()).of(one))
                .as("no key header configured")
                .isEqualTo("address:192.0.2.7");
    }
}
