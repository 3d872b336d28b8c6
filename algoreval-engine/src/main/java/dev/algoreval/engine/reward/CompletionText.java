package dev.algoreval.engine.reward;

import java.util.regex.Pattern;

/**
 * A completion as trainers hand it over, made into the model's answer. Trainers decode generated tokens
 * with the special tokens kept (verl's and OpenRLHF's reward paths do), so an answer arrives as
 * {@code ...```<|im_end|>}; the benchmark's code extraction would then see no closing fence, as a fence
 * line must hold nothing else. OpenRLHF also sends the prompt and the completion as one string.
 */
final class CompletionText {
    /**
     * End-of-turn, end-of-text and padding tokens of the common chat templates ({@code <|im_end|>},
     * {@code <|eot_id|>}, {@code <|endoftext|>}, DeepSeek's full-width {@code <｜end▁of▁sentence｜>},
     * {@code </s>}, {@code <eos>}, {@code <end_of_turn>}, {@code <pad>}) and whitespace, at the very end.
     */
    private static final Pattern TRAILING_SPECIAL_TOKENS = Pattern.compile(
            "(?:<\\|[^<>|\\s]{1,64}\\|>|<｜[^<>]{1,64}｜>|</s>|<eos>|<end_of_turn>|<pad>|\\s)+\\z");
    /** The prompt's ends tried, longest first, when it is not found whole in the query. */
    private static final int[] PROMPT_TAILS = {200, 100, 50, 25};

    private CompletionText() {
    }

    /** The completion without the special tokens and whitespace a decoder left after it. */
    static String trimmed(String completion) {
        return TRAILING_SPECIAL_TOKENS.matcher(completion).replaceFirst("");
    }

    /**
     * What follows the prompt in an OpenRLHF query (the prompt and the response decoded together). The prompt
     * is normally the query's start; where decoding changed its beginning (a BOS token dropped or spelled
     * differently) the prompt is looked for inside, then ever shorter pieces of its end; failing all, the whole
     * query is scored, whose last fenced block is still the completion's when it has one.
     */
    static String afterPrompt(String query, String prompt) {
        if (prompt == null || prompt.isEmpty()) {
            return query;
        }
        if (query.startsWith(prompt)) {
            return query.substring(prompt.length());
        }
        int at = query.indexOf(prompt);
        if (at >= 0) {
            return query.substring(at + prompt.length());
        }
        for (int length : PROMPT_TAILS) {
            if (length < prompt.length()) {
                String tail = prompt.substring(prompt.length() - length);
                int end = query.lastIndexOf(tail);
                if (end >= 0) {
                    return query.substring(end + tail.length());
                }
            }
        }
        return query;
    }
}
