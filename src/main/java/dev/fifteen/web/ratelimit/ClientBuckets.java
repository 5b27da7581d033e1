package dev.fifteen.web.ratelimit;

import io.github.bucket4j.ConsumptionProbe;

/** Where the clients' token buckets live: in this process, or shared by every replica. */
public interface ClientBuckets {

    /** Takes one token from the client's bucket (created full on first use) and says what is left. */
    ConsumptionProbe tryConsume(String client);
}
