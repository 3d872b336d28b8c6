package dev.algoreval.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReferenceTimesTest {
    private static final Instance KMP = Dataset.load().instance("kmp/python/default").orElseThrow();
    private static final Instance LCS = Dataset.load().instance("lcs/rust/default").orElseThrow();

    @TempDir
    Path dir;

    @Test
    void timesRecordedByOneRunAreReadByTheNextOnTheSameHostOnly() {
        ReferenceTimes first = ReferenceTimes.load(dir, "cpu=A; toolchains={python=3.11}", w -> { });
        assertThat(first.of(KMP)).isEmpty();
        first.record(KMP, Duration.ofMillis(42));
        first.save(w -> { });

        assertThat(ReferenceTimes.load(dir, "cpu=A; toolchains={python=3.11}", w -> { }).of(KMP))
                .contains(Duration.ofMillis(42));
        assertThat(ReferenceTimes.load(dir, "cpu=A; toolchains={python=3.12}", w -> { }).of(KMP))
                .as("another toolchain version starts uncalibrated").isEmpty();
    }

    @Test
    void savingKeepsWhatAnotherRunOnTheHostAddedMeanwhile() {
        ReferenceTimes one = ReferenceTimes.load(dir, "h", w -> { });
        ReferenceTimes other = ReferenceTimes.load(dir, "h", w -> { });
        other.record(LCS, Duration.ofMillis(7));
        other.save(w -> { });
        one.record(KMP, Duration.ofMillis(42));
        one.save(w -> { });

        ReferenceTimes next = ReferenceTimes.load(dir, "h", w -> { });
        assertThat(next.of(KMP)).contains(Duration.ofMillis(42));
        assertThat(next.of(LCS)).contains(Duration.ofMillis(7));
    }

    @Test
    void anUnreadableFileIsAWarningAndAnUncalibratedRun() throws Exception {
        Files.writeString(dir.resolve(ReferenceTimes.fingerprint("h") + ".json"), "{not json");
        List<String> warnings = new ArrayList<>();

        ReferenceTimes times = ReferenceTimes.load(dir, "h", warnings::add);

        assertThat(times.of(KMP)).isEmpty();
        assertThat(warnings).singleElement().asString().contains("cannot read the reference run times")
                .contains("run limits are the floor");
    }
}
