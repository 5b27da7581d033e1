package dev.fifteen.playground;

import dev.fifteen.testing.infra.Chromium;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The one configuration of every browser test, so that they share a single Spring context: the whole
 * application on a random port bound to the loopback address, driven by the system's headless Chromium.
 * Without Chromium and its driver the tests are skipped (see {@link Chromium}), before Spring starts.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ExtendWith(Chromium.Installed.class)
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"server.address=127.0.0.1", "management.server.address=127.0.0.1"})
public @interface BrowserTest {}
