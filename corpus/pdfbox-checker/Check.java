import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.Security;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.interactive.digitalsignature.PDSignature;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.cms.Attribute;
import org.bouncycastle.asn1.cms.AttributeTable;
import org.bouncycastle.asn1.cms.CMSAttributes;
import org.bouncycastle.asn1.cms.ContentInfo;
import org.bouncycastle.asn1.ess.ESSCertIDv2;
import org.bouncycastle.asn1.ess.SigningCertificateV2;
import org.bouncycastle.asn1.nist.NISTObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.ocsp.OCSPResp;
import org.bouncycastle.cms.CMSProcessableByteArray;
import org.bouncycastle.cms.CMSSignedData;
import org.bouncycastle.cms.SignerInformation;
import org.bouncycastle.cms.jcajce.JcaSimpleSignerInfoVerifierBuilder;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.operator.DigestCalculator;
import org.bouncycastle.operator.jcajce.JcaDigestCalculatorProviderBuilder;
import org.bouncycastle.tsp.TimeStampToken;
import org.bouncycastle.util.Store;

/**
 * An outside opinion on a signed PDF, from PDFBox and BouncyCastle rather than Paraph's code.
 * Reads one PDF path a line on standard input and answers one JSON line per file: for each
 * signature dictionary, whether its CMS verifies over the byte range (message digest and
 * signature value), whether signing-certificate-v2 names the signer's certificate, whether each
 * time-stamp's imprint covers what it must; and whether the document security store parses.
 * One JVM serves a whole corpus run, so its start-up is paid once.
 */
public final class Check {
  private static final CertificateFactory X509;

  static {
    Security.addProvider(new BouncyCastleProvider());
    try {
      X509 = CertificateFactory.getInstance("X.509");
    } catch (Exception error) {
      throw new ExceptionInInitializerError(error);
    }
  }

  public static void main(String[] args) throws IOException {
    BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = input.readLine()) != null) {
      if (line.isBlank()) continue;
      String answer;
      try {
        answer = checkFile(new File(line));
      } catch (Throwable error) {
        answer = "{\"file\":" + json(line) + ",\"error\":" + json(describe(error)) + "}";
      }
      System.out.println(answer);
      System.out.flush();
    }
  }

  private static String checkFile(File file) throws Exception {
    byte[] bytes = Files.readAllBytes(file.toPath());
    List<String> signatures = new ArrayList<>();
    String dss;
    try (PDDocument document = PDDocument.load(file)) {
      for (PDSignature signature : document.getSignatureDictionaries()) {
        signatures.add(checkSignature(signature, bytes));
      }
      dss = checkDocumentSecurityStore(document.getDocumentCatalog().getCOSObject());
    }
    return "{\"file\":" + json(file.getPath()) + ",\"signatures\":[" + String.join(",", signatures) + "],\"dss\":" + dss + "}";
  }

  private static String checkSignature(PDSignature signature, byte[] file) {
    List<String> problems = new ArrayList<>();
    String subFilter = signature.getSubFilter();
    String signer = "";
    try {
      int[] byteRange = signature.getByteRange();
      if (byteRange.length != 4 || byteRange[0] != 0) problems.add("byte range does not start at 0");
      byte[] signedContent = signature.getSignedContent(file);
      byte[] contents = signature.getContents(file);
      if ("ETSI.RFC3161".equals(subFilter)) {
        TimeStampToken token = new TimeStampToken(new CMSSignedData(contents));
        signer = "time-stamp authority " + token.getSID().getIssuer();
        verifyTimeStamp(token, signedContent, "document time-stamp", problems);
      } else {
        CMSSignedData cms = new CMSSignedData(new CMSProcessableByteArray(signedContent), contents);
        Store<X509CertificateHolder> certificates = cms.getCertificates();
        Collection<SignerInformation> signers = cms.getSignerInfos().getSigners();
        if (signers.size() != 1) problems.add("expected one signer, found " + signers.size());
        for (SignerInformation signerInformation : signers) {
          X509CertificateHolder certificate = signerCertificate(certificates, signerInformation);
          signer = certificate.getSubject().toString();
          checkMessageDigest(signerInformation, signedContent, problems);
          if (!signerInformation.verify(new JcaSimpleSignerInfoVerifierBuilder().setProvider("BC").build(certificate))) {
            problems.add("CMS signature value does not verify");
          }
          checkSigningCertificateV2(signerInformation, certificate, problems);
          checkSignatureTimeStamps(signerInformation, problems);
        }
      }
    } catch (Throwable error) {
      problems.add("unreadable: " + describe(error));
    }
    return "{\"subFilter\":" + json(subFilter) + ",\"signer\":" + json(signer) + ",\"problems\":" + jsonArray(problems) + "}";
  }

  private static X509CertificateHolder signerCertificate(Store<X509CertificateHolder> certificates, SignerInformation signer) {
    @SuppressWarnings("unchecked")
    Collection<X509CertificateHolder> matches = certificates.getMatches(signer.getSID());
    if (matches.isEmpty()) throw new IllegalStateException("the CMS does not carry the signer's certificate");
    return matches.iterator().next();
  }

  /** The message-digest attribute against our own digest of the byte range (verify() checks it too; this names the failure). */
  private static void checkMessageDigest(SignerInformation signer, byte[] signedContent, List<String> problems) throws Exception {
    AttributeTable signed = signer.getSignedAttributes();
    Attribute attribute = signed == null ? null : signed.get(CMSAttributes.messageDigest);
    if (attribute == null) {
      problems.add("no message-digest attribute");
      return;
    }
    byte[] stated = ASN1OctetString.getInstance(attribute.getAttrValues().getObjectAt(0)).getOctets();
    if (!Arrays.equals(stated, digest(signer.getDigestAlgorithmID(), signedContent))) problems.add("message digest does not match the byte range");
  }

  /** ESS signing-certificate-v2 (RFC 5035), when present, must hash to the signer's certificate. */
  private static void checkSigningCertificateV2(SignerInformation signer, X509CertificateHolder certificate, List<String> problems) throws Exception {
    AttributeTable signed = signer.getSignedAttributes();
    Attribute attribute = signed == null ? null : signed.get(PKCSObjectIdentifiers.id_aa_signingCertificateV2);
    if (attribute == null) return;
    ESSCertIDv2[] identifiers = SigningCertificateV2.getInstance(attribute.getAttrValues().getObjectAt(0)).getCerts();
    if (identifiers.length == 0) {
      problems.add("signing-certificate-v2 names no certificate");
      return;
    }
    ESSCertIDv2 first = identifiers[0];
    AlgorithmIdentifier algorithm = first.getHashAlgorithm() == null ? new AlgorithmIdentifier(NISTObjectIdentifiers.id_sha256) : first.getHashAlgorithm();
    if (!Arrays.equals(first.getCertHash(), digest(algorithm, certificate.getEncoded()))) problems.add("signing-certificate-v2 does not match the signer's certificate");
    if (first.getIssuerSerial() != null && !first.getIssuerSerial().getSerial().getValue().equals(certificate.getSerialNumber())) {
      problems.add("signing-certificate-v2 names another serial number");
    }
  }

  /** Each signature time-stamp (unsigned attribute) must be a valid token over the signature value. */
  private static void checkSignatureTimeStamps(SignerInformation signer, List<String> problems) throws Exception {
    AttributeTable unsigned = signer.getUnsignedAttributes();
    if (unsigned == null) return;
    for (ASN1Encodable value : attributeValues(unsigned, PKCSObjectIdentifiers.id_aa_signatureTimeStampToken)) {
      verifyTimeStamp(new TimeStampToken(ContentInfo.getInstance(value)), signer.getSignature(), "signature time-stamp", problems);
    }
  }

  private static List<ASN1Encodable> attributeValues(AttributeTable table, ASN1ObjectIdentifier type) {
    List<ASN1Encodable> values = new ArrayList<>();
    for (Attribute attribute : table.toASN1Structure().getAttributes()) {
      if (attribute.getAttrType().equals(type)) values.addAll(Arrays.asList(attribute.getAttributeValues()));
    }
    return values;
  }

  private static void verifyTimeStamp(TimeStampToken token, byte[] covered, String what, List<String> problems) throws Exception {
    AlgorithmIdentifier algorithm = token.getTimeStampInfo().getHashAlgorithm();
    if (!Arrays.equals(token.getTimeStampInfo().getMessageImprintDigest(), digest(algorithm, covered))) problems.add(what + " imprint does not match");
    @SuppressWarnings("unchecked")
    Collection<X509CertificateHolder> authority = token.getCertificates().getMatches(token.getSID());
    if (authority.isEmpty()) {
      problems.add(what + " carries no certificate of its authority");
      return;
    }
    try {
      token.validate(new JcaSimpleSignerInfoVerifierBuilder().setProvider("BC").build(authority.iterator().next()));
    } catch (Exception error) {
      problems.add(what + " does not verify: " + describe(error));
    }
  }

  private static byte[] digest(AlgorithmIdentifier algorithm, byte[] data) throws Exception {
    DigestCalculator calculator = new JcaDigestCalculatorProviderBuilder().setProvider("BC").build().get(algorithm);
    try (OutputStream stream = calculator.getOutputStream()) {
      stream.write(data);
    }
    return calculator.getDigest();
  }

  /** Every certificate, OCSP response and CRL in /DSS and its /VRI entries must parse. */
  private static String checkDocumentSecurityStore(COSDictionary catalog) {
    COSBase dss = catalog.getDictionaryObject(COSName.getPDFName("DSS"));
    if (!(dss instanceof COSDictionary)) return "{\"present\":false}";
    COSDictionary store = (COSDictionary) dss;
    List<String> problems = new ArrayList<>();
    int certificates = countParsed(store, "Certs", Check::parseCertificate, problems);
    int ocspResponses = countParsed(store, "OCSPs", Check::parseOcspResponse, problems);
    int crls = countParsed(store, "CRLs", Check::parseCrl, problems);
    int vri = 0;
    COSBase vriBase = store.getDictionaryObject(COSName.getPDFName("VRI"));
    if (vriBase instanceof COSDictionary) {
      for (COSName key : ((COSDictionary) vriBase).keySet()) {
        COSBase entry = ((COSDictionary) vriBase).getDictionaryObject(key);
        if (!(entry instanceof COSDictionary)) {
          problems.add("VRI " + key.getName() + " is not a dictionary");
          continue;
        }
        vri += 1;
        countParsed((COSDictionary) entry, "Cert", Check::parseCertificate, problems);
        countParsed((COSDictionary) entry, "OCSP", Check::parseOcspResponse, problems);
        countParsed((COSDictionary) entry, "CRL", Check::parseCrl, problems);
      }
    }
    return "{\"present\":true,\"certificates\":" + certificates + ",\"ocspResponses\":" + ocspResponses + ",\"crls\":" + crls + ",\"vri\":" + vri
        + ",\"problems\":" + jsonArray(problems) + "}";
  }

  private interface Parser {
    void parse(byte[] bytes) throws Exception;
  }

  private static int countParsed(COSDictionary dictionary, String key, Parser parser, List<String> problems) {
    COSBase value = dictionary.getDictionaryObject(COSName.getPDFName(key));
    if (value == null) return 0;
    if (!(value instanceof COSArray)) {
      problems.add(key + " is not an array");
      return 0;
    }
    int parsed = 0;
    for (int index = 0; index < ((COSArray) value).size(); index += 1) {
      COSBase item = ((COSArray) value).getObject(index);
      try {
        if (!(item instanceof COSStream)) throw new IllegalStateException("not a stream");
        try (InputStream stream = ((COSStream) item).createInputStream()) {
          parser.parse(stream.readAllBytes());
        }
        parsed += 1;
      } catch (Exception error) {
        problems.add(key + "[" + index + "]: " + describe(error));
      }
    }
    return parsed;
  }

  private static void parseCertificate(byte[] bytes) throws Exception {
    X509.generateCertificate(new java.io.ByteArrayInputStream(bytes));
  }

  private static void parseOcspResponse(byte[] bytes) throws Exception {
    OCSPResp response = new OCSPResp(bytes);
    if (response.getStatus() != OCSPResp.SUCCESSFUL || response.getResponseObject() == null) throw new IllegalStateException("OCSP status " + response.getStatus());
  }

  private static void parseCrl(byte[] bytes) throws Exception {
    X509.generateCRL(new java.io.ByteArrayInputStream(bytes));
  }

  private static String describe(Throwable error) {
    return error.getClass().getSimpleName() + (error.getMessage() == null ? "" : ": " + error.getMessage());
  }

  private static String jsonArray(List<String> values) {
    List<String> encoded = new ArrayList<>();
    for (String value : values) encoded.add(json(value));
    return "[" + String.join(",", encoded) + "]";
  }

  private static String json(String value) {
    if (value == null) return "null";
    StringBuilder out = new StringBuilder("\"");
    for (char character : value.toCharArray()) {
      switch (character) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (character < 0x20) out.append(String.format("\\u%04x", (int) character));
          else out.append(character);
        }
      }
    }
    return out.append('"').toString();
  }
}
