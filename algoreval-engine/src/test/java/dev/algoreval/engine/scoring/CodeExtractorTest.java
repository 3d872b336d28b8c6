package dev.algoreval.engine.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import org.junit.jupiter.api.Test;

class CodeExtractorTest {
    private final CodeExtractor extractor = new CodeExtractor();

    private String extract(String response, Language language) {
        return extractor.extract(response, language).map(ExtractedCode::source).orElse(null);
    }

    @Test
    void takesTheFencedBlock() {
        assertThat(extract("Here:\n```python\nprint(1)\n```\nDone.", Language.PYTHON)).isEqualTo("print(1)\n");
    }

    @Test
    void prefersTheLastBlockInTheTargetLanguage() {
        String response = "```rust\nfn a() {}\n```\n```bash\nrustc main.rs\n```\n```rust\nfn main() {}\n```\n```text\nout\n```";
        assertThat(extract(response, Language.RUST)).isEqualTo("fn main() {}\n");
    }

    @Test
    void fallsBackToTheLastBlockOfAnyKind() {
        assertThat(extract("```\nfirst\n```\n```\nsecond\n```", Language.GO)).isEqualTo("second\n");
    }

    @Test
    void recognisesLanguageAliases() {
        assertThat(extract("```c++\nint main(){}\n```\n```\nnot this\n```", Language.CPP)).isEqualTo("int main(){}\n");
        assertThat(extract("```js\nconsole.log(1)\n```\n```\nnot this\n```", Language.JAVASCRIPT)).isEqualTo("console.log(1)\n");
    }

    @Test
    void ignoresCodeInsideAReasoningTrace() {
        String response = "<think>\nMaybe:\n```python\nprint('decoy')\n```\n</think>\n```python\nprint('real')\n```";
        assertThat(extract(response, Language.PYTHON)).isEqualTo("print('real')\n");
    }

    @Test
    void dropsEverythingBeforeALoneClosingThinkTag() {
        String response = "reasoning with ```python\nprint('decoy')\n``` inside\n</think>\n```python\nprint('real')\n```";
        assertThat(extract(response, Language.PYTHON)).isEqualTo("print('real')\n");
    }

    @Test
    void anUnclosedReasoningTraceHoldsNoAnswer() {
        assertThat(extractor.extract("<think>\n```python\nprint(1)\n```\nstill thinking", Language.PYTHON)).isEmpty();
    }

    @Test
    void keepsABlockCutOffByTheTokenLimit() {
        assertThat(extract("```java\npublic class Main {\n", Language.JAVA)).isEqualTo("public class Main {\n");
    }

    @Test
    void proseWithoutAFenceHasNoCode() {
        assertThat(extractor.extract("I would use Dijkstra's algorithm with a heap.", Language.PYTHON)).isEmpty();
        assertThat(extractor.extract("```python\n```", Language.PYTHON)).isEmpty();
    }

    @Test
    void handlesTildeFencesLongerFencesAndCrlf() {
        assertThat(extract("~~~go\npackage main\n~~~", Language.GO)).isEqualTo("package main\n");
        assertThat(extract("````python\nprint('```')\n````", Language.PYTHON)).isEqualTo("print('```')\n");
        assertThat(extract("```python\r\nprint(1)\r\n```\r\n", Language.PYTHON)).isEqualTo("print(1)\n");
    }
}
