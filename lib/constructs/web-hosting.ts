import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { REPO_ROOT } from './app-function';

export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

/** What the SPA reads from /config.json to configure Amplify and the API clients. */
export interface WebRuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Only cognito-local sets an endpoint; the cloud uses Cognito's regional one. */
  cognitoEndpoint: null;
  apiUrl: string;
  wsUrl: string;
  stage: string;
}

/** The Content-Security-Policy of the site; exported for the tests and the local gateway. */
export const contentSecurityPolicy = (region: string): string =>
  [
    "default-src 'self'",
    [
      "connect-src 'self'",
      `https://cognito-idp.${region}.amazonaws.com`,
      `wss://*.execute-api.${region}.amazonaws.com`,
      `https://*.execute-api.${region}.amazonaws.com`,
      // Presigned uploads go straight to the uploads bucket (its name is not known here
      // without a dependency cycle: the bucket's CORS names this distribution).
      `https://*.s3.${region}.amazonaws.com`,
    ].join(' '),
    `img-src 'self' data: blob: https://*.s3.${region}.amazonaws.com`,
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The SPA: a private bucket read by CloudFront through Origin Access Control, security headers
 * on every response, and client-side routes falling back to index.html.
 */
export class WebHosting extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  private readonly distDir: string;

  constructor(scope: Construct, id: string, props: { config: StageConfig; distDir?: string }) {
    super(scope, id);
    const { config } = props;
    this.distDir = props.distDir ?? WEB_DIST;

    this.bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // The site is rebuilt from source; nothing in it needs keeping, but prod stays RETAIN by policy.
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: config.removalPolicy === RemovalPolicy.DESTROY,
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `TRACCIA ${config.stage} security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(Stack.of(this).region), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          // The hunt needs the position and the camera (documents); nothing else.
          { header: 'Permissions-Policy', value: 'geolocation=(self), camera=(self), microphone=()', override: true },
        ],
      },
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `TRACCIA ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
      },
      // Deep links (/missione/..) are client routes: S3 answers 403 for a missing key under OAC.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
    });
  }

  /** https://<distribution domain>, the origin the APIs and the uploads bucket admit. */
  get origin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Uploads web/dist and /config.json when a web build exists at synth time; otherwise the
   * stack still synthesizes (clean checkout, CI) and says so.
   */
  deploySite(runtimeConfig: WebRuntimeConfig): boolean {
    if (!existsSync(path.join(this.distDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'traccia:web-build-missing',
        `No web build at ${this.distDir}: the site and config.json are not deployed (run npm run build:web first).`,
      );
      return false;
    }
    const site = s3deploy.Source.asset(this.distDir);

    // Hashed assets first and never pruned, so a tab still holding the previous index.html works.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [site],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });

    // Everything else (index.html, config.json, the service worker, icons) is revalidated on
    // each visit; prune applies only outside assets/ because sync --delete honours the filters.
    const entry = new s3deploy.BucketDeployment(this, 'DeployEntry', {
      sources: [site, s3deploy.Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    entry.node.addDependency(assets);
    return true;
  }
}
