package dev.algoreval.dataset.plus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Language;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Several functions and the map type, rendered in every language as README section 9's table says. */
class SignatureRendererTest {
    private static final Api HUFFMAN = new Api.Functions(List.of(
            TypeParser.parseMethod("huffmanCodes(text: string) -> map<char, string>"),
            TypeParser.parseMethod("huffmanEncode(text: string, codes: map<char, string>) -> string")));

    private static String render(Language language) {
        return SignatureRenderer.forLanguage(language).render(HUFFMAN).text();
    }

    @Test
    void eachFunctionIsDeclaredInOrderAndIsAnEntry() {
        for (Language language : Language.values()) {
            Signature signature = SignatureRenderer.forLanguage(language).render(HUFFMAN);
            assertThat(signature.entries()).as(language.id()).hasSize(2);
            assertThat(signature.text().indexOf(signature.entries().get(0).name()))
                    .as(language.id()).isLessThan(signature.text().indexOf(signature.entries().get(1).name() + "("));
        }
    }

    @Test
    void mapsWithCharKeysInEachLanguage() {
        assertThat(render(Language.PYTHON)).isEqualTo("def huffmanCodes(text: str) -> dict[str, str]: ...\n\n"
                + "def huffmanEncode(text: str, codes: dict[str, str]) -> str: ...");
        assertThat(render(Language.CPP)).isEqualTo("std::map<char, std::string> huffmanCodes(const std::string& text);\n\n"
                + "std::string huffmanEncode(const std::string& text, const std::map<char, std::string>& codes);");
        assertThat(render(Language.JAVA)).contains("    static Map<Character, String> huffmanCodes(String text) { ... }\n"
                + "    static String huffmanEncode(String text, Map<Character, String> codes) { ... }\n");
        assertThat(render(Language.JAVASCRIPT)).contains("@returns {Map<string, string>}", "@param {Map<string, string>} codes");
        assertThat(render(Language.RUST)).isEqualTo("fn huffman_codes(text: &str) -> HashMap<char, String> { ... }\n\n"
                + "fn huffman_encode(text: &str, codes: &HashMap<char, String>) -> String { ... }");
        assertThat(render(Language.GO)).isEqualTo("func huffmanCodes(text string) map[byte]string { ... }\n\n"
                + "func huffmanEncode(text string, codes map[byte]string) string { ... }");
    }

    @Test
    void aCMapIsAnArrayOfEntryStructsDeclaredOnce() {
        assertThat(render(Language.C)).isEqualTo("typedef struct { char key; char *value; } CharStringEntry;\n"
                + "CharStringEntry *huffmanCodes(const char *text, int *returnSize);\n\n"
                + "char *huffmanEncode(const char *text, const CharStringEntry *codes, int codesSize);");
        assertThat(SignatureRenderer.forLanguage(Language.C).render(HUFFMAN).entries())
                .containsExactly(new Signature.Entry("huffmanCodes", 2), new Signature.Entry("huffmanEncode", 3));
    }

    @Test
    void aMapKeyMustBeACharOrAString() {
        assertThat(TypeParser.parseType("map<string, list<int>>").text()).isEqualTo("map<string, list<int>>");
        assertThatThrownBy(() -> TypeParser.parseType("map<int, string>"))
                .hasMessageContaining("a map's key must be char or string").hasMessageContaining("column 5");
    }
}
