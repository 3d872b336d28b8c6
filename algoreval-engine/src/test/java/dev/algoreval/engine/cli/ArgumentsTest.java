package dev.algoreval.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArgumentsTest {
    private static final Set<String> OPTIONS = Set.of("--out", "--tier", "--port");

    @Test
    void optionsFlagsAndPlainArgumentsAreReadInOrder() {
        Arguments a = Arguments.parse(List.of("a.jsonl", "--out", "dir", "--refresh", "--tier", "x=1", "b.jsonl",
                "--tier", "y=0.5"), OPTIONS, Set.of("--refresh"));
        assertThat(a.value("--out")).hasValue("dir");
        assertThat(a.values("--tier")).containsExactly("x=1", "y=0.5");
        assertThat(a.flag("--refresh")).isTrue();
        assertThat(a.plainPaths()).containsExactly(Path.of("a.jsonl"), Path.of("b.jsonl"));
        assertThat(a.helpRequested()).isFalse();
        assertThat(a.value("--port")).isEmpty();
        assertThat(a.values("--port")).isEmpty();
    }

    @Test
    void anOptionGivenTwiceKeepsItsLastValue() {
        assertThat(Arguments.parse(List.of("--out", "first", "--out", "second"), OPTIONS, Set.of()).value("--out"))
                .hasValue("second");
    }

    @Test
    void anUndeclaredOptionOrAMissingValueIsRefusedInWords() {
        assertThatThrownBy(() -> Arguments.parse(List.of("--colour", "red"), OPTIONS, Set.of()))
                .hasMessage("unknown option --colour");
        assertThatThrownBy(() -> Arguments.parse(List.of("a", "--out"), OPTIONS, Set.of()))
                .hasMessage("--out needs a value");
        assertThatThrownBy(() -> Arguments.parse(List.of("--out", " "), OPTIONS, Set.of()))
                .hasMessage("--out needs a value");
    }

    @Test
    void helpIsAskedForEitherWay() {
        assertThat(Arguments.parse(List.of("-h"), OPTIONS, Set.of()).helpRequested()).isTrue();
        assertThat(Arguments.parse(List.of("--out", "d", "--help"), OPTIONS, Set.of()).helpRequested()).isTrue();
    }

    @Test
    void wholeNumbersHaveAFloorAndAFallback() {
        Arguments a = Arguments.parse(List.of("--port", "0"), OPTIONS, Set.of());
        assertThat(a.wholeNumber("--port", 8765, 0)).isZero();
        assertThat(a.wholeNumber("--out", 7, 1)).isEqualTo(7);
        assertThatThrownBy(() -> a.wholeNumber("--port", 8765, 1))
                .hasMessage("--port must be a whole number of at least 1, not '0'");
        assertThatThrownBy(() -> Arguments.parse(List.of("--port", "http"), OPTIONS, Set.of()).wholeNumber("--port", 1, 0))
                .hasMessage("--port must be a whole number of at least 0, not 'http'");
    }

    @Test
    void aRequiredPathSaysWhatIsMissing() {
        Arguments none = Arguments.parse(List.of(), OPTIONS, Set.of());
        assertThatThrownBy(() -> none.requiredPath("--out", "--out <dir> is required")).hasMessage("--out <dir> is required");
        assertThat(Arguments.parse(List.of("--out", "d"), OPTIONS, Set.of()).requiredPath("--out", "?")).isEqualTo(Path.of("d"));
    }
}
