package dev.algoreval.dataset;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/**
 * Renders the zero-shot prompt of an instance from its structured problem data and the per-language
 * templates in {@code algoreval/prompts.yaml}. Python embeds the exact test block; the other languages
 * get the paper's adaptation: an explicit entry point, the test spelled out and its expected output.
 */
public final class PromptRenderer {
    static final String FILE = DatasetLoader.ROOT + "prompts.yaml";
    private static final String BULLET = "• ";
    private static final String SUB_BULLET_MARK = "– ";
    static final String HINT_HEADING = "Algorithmic hint:";

    record LanguageTemplate(String notes, @JsonProperty("entry_point") String entryPoint) {
    }

    record Templates(String system, String footer, Map<String, String> representations,
            Map<String, LanguageTemplate> languages) {
    }

    private final Templates templates;

    private PromptRenderer(Templates templates) {
        this.templates = templates;
        if (templates.system() == null || templates.footer() == null || templates.representations() == null
                || templates.languages() == null) {
            throw new DatasetException(FILE, "system, footer, representations, languages", "are all required");
        }
        for (Language language : Language.values()) {
            if (!templates.languages().containsKey(language.id())) {
                throw new DatasetException(FILE, "languages." + language.id(), "is required");
            }
        }
    }

    public static PromptRenderer load() {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory()).enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        try (InputStream in = PromptRenderer.class.getClassLoader().getResourceAsStream(FILE)) {
            if (in == null) {
                throw new DatasetException(FILE, "(file)", "is missing from the classpath");
            }
            return new PromptRenderer(yaml.readValue(in, Templates.class));
        } catch (IOException e) {
            throw new DatasetException(FILE, "malformed: " + e.getMessage(), e);
        }
    }

    public Prompt render(Instance instance) {
        return new Prompt(system(instance.language()), user(instance, ""));
    }

    /**
     * The prompt of the paper's +hint condition (its Figure 6): the zero-shot prompt with one block
     * more, the algorithm's hint, between the test and the runtime constraints.
     */
    public Prompt renderWithHint(Instance instance, String hint) {
        return renderWithBlock(instance, HINT_HEADING + "\n" + hint.stripTrailing());
    }

    /**
     * The zero-shot prompt with {@code block} inserted on its own lines between the test and the
     * runtime constraints, where the paper's conditions put their additions (Figures 6 and 7).
     */
    public Prompt renderWithBlock(Instance instance, String block) {
        return new Prompt(system(instance.language()), user(instance, block.stripTrailing() + "\n"));
    }

    public String system(Language language) {
        return templates.system().replace("{language_notes}", template(language).notes());
    }

    /** @param beforeFooter text inserted right before the runtime constraints (empty for zero-shot) */
    private String user(Instance instance, String beforeFooter) {
        Language language = instance.language();
        Variant variant = instance.variant();
        StringBuilder out = new StringBuilder();
        out.append("Implement ").append(instance.algorithm().title()).append(" in ").append(language.displayName())
                .append(".\n");
        String representation = templates.representations().get(variant.representation().id());
        if (representation != null) {
            out.append("Input representation: ").append(representation).append('\n');
        }
        out.append("Requirements:\n");
        for (String requirement : variant.requirements()) {
            out.append(requirement.startsWith(SUB_BULLET_MARK) ? "  " + requirement : BULLET + requirement).append('\n');
        }
        if (language == Language.PYTHON) {
            out.append(BULLET).append("The code must be runnable as a script.\n");
            out.append(BULLET).append("Include the following exact test case under if __name__ == \"__main__\": ")
                    .append("(do not change it):\n");
            out.append(variant.pythonTest().stripTrailing()).append('\n');
        } else {
            out.append(BULLET).append("The program must compile and run as-is; its entry point is ")
                    .append(template(language).entryPoint()).append(".\n");
            out.append(BULLET).append("In the entry point: ").append(variant.test()).append('\n');
            out.append(BULLET).append("Expected output (exactly):\n");
            out.append(variant.expected());
        }
        out.append(beforeFooter);
        out.append(templates.footer().stripTrailing());
        return out.toString();
    }

    /** The runtime constraints that end every user message (the name/spec ablation's prompts end with them too). */
    public String footer() {
        return templates.footer().stripTrailing();
    }

    /** How the prompts name a language's entry point, e.g. {@code fn main()}; empty for Python. */
    public String entryPoint(Language language) {
        return template(language).entryPoint();
    }

    private LanguageTemplate template(Language language) {
        return templates.languages().get(language.id());
    }
}
