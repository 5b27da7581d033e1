package dev.fifteen.web.edge;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.web.memory.MemoryAdmissionFilter;
import jakarta.servlet.Filter;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletContextInitializerBeans;
import org.springframework.web.filter.CharacterEncodingFilter;
import org.springframework.web.filter.FormContentFilter;
import org.springframework.web.filter.RequestContextFilter;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The order in which a request meets the service's filters, as the container will apply them: Boot's character
 * encoding first, then the edge's filters in the order {@link FilterOrder} names, then Boot's form-content and
 * request-context filters in front of Spring MVC.
 */
@FifteenIntegrationTest
class FilterOrderTest {

    @Autowired
    ListableBeanFactory beans;

    @Test
    void theChainRunsInTheNamedOrder() {
        List<Class<?>> chain = new ServletContextInitializerBeans(beans)
                .stream()
                        .filter(FilterRegistrationBean.class::isInstance)
                        .map(registration -> (Filter) ((FilterRegistrationBean<?>) registration).getFilter())
                        .<Class<?>>map(Object::getClass)
                        .toList();

        assertThat(chain)
                .containsSubsequence(
                        RequestIdFilter.class,
                        MemoryAdmissionFilter.class,
                        SecurityHeadersFilter.class,
                        QueryEncodingFilter.class,
                        PreflightFilter.class);
        assertThat(indexOf(chain, RequestIdFilter.class))
                .as("request ids after character encoding")
                .isGreaterThan(indexOfSubclass(chain, CharacterEncodingFilter.class));
        assertThat(indexOf(chain, PreflightFilter.class))
                .as("the edge before form content and request context")
                .isLessThan(indexOfSubclass(chain, FormContentFilter.class))
                .isLessThan(indexOfSubclass(chain, RequestContextFilter.class));
    }

    @Test
    void everyPositionHasItsOwnOrderValue() {
        assertThat(Arrays.stream(FilterOrder.values()).map(FilterOrder::order).distinct())
                .hasSize(FilterOrder.values().length);
        assertThat(Arrays.stream(FilterOrder.values()).mapToInt(FilterOrder::order))
                .isSorted();
    }

    private static int indexOf(List<Class<?>> chain, Class<?> type) {
        int index = chain.indexOf(type);
        assertThat(index).as(type.getSimpleName() + " in the chain").isNotNegative();
        return index;
    }

    private static int indexOfSubclass(List<Class<?>> chain, Class<?> type) {
        for (int i = 0; i < chain.size(); i++) {
            if (type.isAssignableFrom(chain.get(i))) {
                return i;
            }
        }
        throw new AssertionError(type.getSimpleName() + " is not in the chain " + chain);
    }
}
