package dev.fifteen.web.memory;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;

/**
 * The memory budget shared by every request whose memory grows with its parameters ({@code fifteen.memory.*}).
 *
 * @param budgetShare       the budget as a share of the largest heap ({@code Runtime.maxMemory()}, that is
 *                          {@code -Xmx}); 0.5 leaves the other half to the pattern databases (115 MB with the
 *                          default 6-6-3 tables), the caches, the framework and the garbage collector's headroom
 * @param fixedBudget       a fixed budget that replaces the share when it is above zero (for tests, or to size it
 *                          by hand); {@code 0B} by default
 * @param admissionWait     how long a request waits for the budget to free enough bytes before it is refused
 * @param retryAfterSeconds the Retry-After advice of that refusal (503 {@code memory-busy})
 * @param smallRequest      requests estimated below this size are not counted, so that ordinary small requests
 *                          never wait behind large ones; the heap outside the budget absorbs them (200 worker
 *                          threads times 256 KB is 50 MB)
 * @param unannouncedBody   the size assumed for a JSON body sent without {@code Content-Length} (chunked), since
 *                          its memory is admitted before it is read: 8 MB, about the JSON of the largest board
 */
@Validated
@ConfigurationProperties("fifteen.memory")
public record MemoryProperties(
        @DefaultValue("0.5") @DecimalMin("0.01") @DecimalMax("0.95")
        double budgetShare,

        @DefaultValue("0B") @NotNull DataSize fixedBudget,
        @DefaultValue("2s") @NotNull Duration admissionWait,
        @DefaultValue("2") @Min(1) int retryAfterSeconds,
        @DefaultValue("256KB") @NotNull DataSize smallRequest,
        @DefaultValue("8MB") @NotNull DataSize unannouncedBody) {

    /** The budget in force, in bytes: the fixed one when set, otherwise the share of the largest heap. */
    public long budgetBytes() {
        return fixedBudget.toBytes() > 0
                ? fixedBudget.toBytes()
                : (long) (Runtime.getRuntime().maxMemory() * budgetShare);
    }
}
