package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;
import java.util.Random;

/** Texts and calls shared by the cipher generators (Caesar, Vigenère). */
final class CipherTexts {
    /** Every printable ASCII character, letters' neighbours @ [ ` { included. */
    static final String PRINTABLE;

    static {
        StringBuilder all = new StringBuilder();
        for (char c = ' '; c <= '~'; c++) {
            all.append(c);
        }
        PRINTABLE = all.toString();
    }

    private CipherTexts() {
    }

    /** Random printable ASCII, about half letters so that the letter rules dominate. */
    static String random(Random rnd, int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            int kind = rnd.nextInt(4);
            if (kind == 0) {
                out.append((char) ('a' + rnd.nextInt(26)));
            } else if (kind == 1) {
                out.append((char) ('A' + rnd.nextInt(26)));
            } else {
                out.append(PRINTABLE.charAt(rnd.nextInt(PRINTABLE.length())));
            }
        }
        return out.toString();
    }

    static HiddenTest.Call call(String function, Object... args) {
        return new HiddenTest.Call(function, List.of(args));
    }
}
