import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static final long BASE = 256;
    static final long MOD = 1_000_000_007L;

    static List<Integer> rabinKarpSearch(String text, String pattern) {
        int n = text.length(), m = pattern.length();
        List<Integer> matches = new ArrayList<>();
        if (m > n) return matches;
        long high = 1; // BASE^(m-1) mod MOD, the weight of the leading character in a window
        for (int i = 0; i < m - 1; i++) high = high * BASE % MOD;
        long pHash = 0, tHash = 0;
        for (int i = 0; i < m; i++) {
            pHash = (pHash * BASE + pattern.charAt(i)) % MOD;
            tHash = (tHash * BASE + text.charAt(i)) % MOD;
        }
        for (int s = 0; s + m <= n; s++) {
            // equal hashes may still be a collision, so compare the characters
            if (pHash == tHash && text.startsWith(pattern, s)) matches.add(s);
            if (s + m < n) {
                tHash = (tHash + MOD - text.charAt(s) * high % MOD) % MOD;
                tHash = (tHash * BASE + text.charAt(s + m)) % MOD;
            }
        }
        return matches;
    }

    public static void main(String[] args) {
        String[][] searches = {
            {"abracadabra", "abra"},
            {"aaaaaaaa", "aaa"},
            {"the cat sat on the mat with the hat", "at"},
            {"31415926535897932384626433832795", "3832"},
            {"mississippi", "issip"},
            {"abc", "abcd"},
        };
        for (String[] s : searches) {
            List<Integer> matches = rabinKarpSearch(s[0], s[1]);
            System.out.println(matches.isEmpty() ? "none"
                    : matches.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }
    }
}
