package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Language;
import java.util.List;

/**
 * The one block the {@code plus} condition adds to the paper's prompt, where the paper puts its added
 * blocks (after the test, before the runtime constraints): the exact signature, that further tests call
 * it, and the variant's input contract, the only rules beyond the requirements that those tests rely on.
 * The program still prints the fixed test's output from its entry point.
 */
public final class PlusPrompt {
    static final String CONTRACT_HEADING = "The hidden tests stay within these limits and rely on nothing beyond "
            + "the requirements above and these points:";

    private PlusPrompt() {
    }

    public static String section(Language language, String signature, List<String> contract) {
        StringBuilder out = new StringBuilder("Further hidden tests call your code directly, on many more inputs, "
                + "through exactly this " + language.displayName() + " interface (same names, parameter and result "
                + "types). Keep the program complete: its entry point must still run the test above and print its "
                + "output.\n```" + language.fenceTags().get(0) + "\n" + signature.strip() + "\n```\n");
        if (!contract.isEmpty()) {
            out.append(CONTRACT_HEADING).append('\n');
            contract.forEach(sentence -> out.append("• ").append(sentence).append('\n'));
        }
        return out.toString();
    }
}
