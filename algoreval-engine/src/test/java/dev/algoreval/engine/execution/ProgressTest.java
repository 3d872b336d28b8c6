package dev.algoreval.engine.execution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private final AtomicLong clock = new AtomicLong();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final Progress progress = new Progress(4, new PrintStream(bytes, true, StandardCharsets.UTF_8), clock::get,
            Duration.ofSeconds(10));

    @Test
    void printsEveryIntervalWithRateAndEtaAndAlwaysAtTheEnd() {
        clock.set(Duration.ofSeconds(5).toNanos());
        progress.finished(true, true);
        assertThat(output()).isEmpty();

        clock.set(Duration.ofSeconds(12).toNanos());
        progress.finished(true, false);
        assertThat(output()).isEqualTo("[algoreval] 2/4 done (50 %), pass rate so far 50.0 %, elapsed 12s, ETA 12s\n");

        clock.set(Duration.ofSeconds(13).toNanos());
        progress.finished(false, false);
        clock.set(Duration.ofSeconds(100).toNanos());
        progress.finished(true, true);
        assertThat(output()).endsWith("[algoreval] 4/4 done (100 %), pass rate so far 66.7 %, elapsed 1m40s, ETA 0s\n");
    }

    private String output() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
