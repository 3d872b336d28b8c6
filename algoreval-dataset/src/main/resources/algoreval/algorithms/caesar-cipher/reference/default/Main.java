public class Main {
    private static String shiftLetters(String text, int shift) {
        int k = Math.floorMod(shift, 26);
        StringBuilder out = new StringBuilder(text.length());
        for (char ch : text.toCharArray()) {
            if (ch >= 'a' && ch <= 'z') {
                out.append((char) ('a' + (ch - 'a' + k) % 26));
            } else if (ch >= 'A' && ch <= 'Z') {
                out.append((char) ('A' + (ch - 'A' + k) % 26));
            } else {
                out.append(ch);
            }
        }
        return out.toString();
    }

    static String caesarEncrypt(String text, int shift) {
        return shiftLetters(text, shift);
    }

    static String caesarDecrypt(String text, int shift) {
        // Reduced before negating: -shift overflows for shift = Integer.MIN_VALUE.
        return shiftLetters(text, -(shift % 26));
    }

    public static void main(String[] args) {
        System.out.println(caesarEncrypt("Hello, World! Meet me at 10:30 near the Zoo.", 3));
        System.out.println(caesarDecrypt("Khoor, Zruog!", 3));
        System.out.println(caesarEncrypt("The Quick Brown Fox Jumps Over The Lazy Dog", 13));
        System.out.println(caesarEncrypt("abc-XYZ xyz_ABC", 29));
        System.out.println(caesarDecrypt("Vjg swkem dtqyp hqz", -24));
    }
}
